package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Hibernate Validator is optional at run time: a binder with constrained parameters loads, registers its routes and
 * calls through {@link MethodConstraints} in a class loader without Bean Validation, the constraints unchecked.
 */
class MethodConstraintsOptionalTest {

    @Test
    void bindersWithConstraintsLoadAndRunWithoutHibernateValidator() throws Exception {
        try (URLClassLoader loader =
                new URLClassLoader(classPathWithoutBeanValidation(), ClassLoader.getPlatformClassLoader())) {
            assertThatThrownBy(() -> Class.forName("jakarta.validation.Validation", false, loader))
                    .isInstanceOf(ClassNotFoundException.class);

            Class<?> vertxType = loader.loadClass("io.vertx.core.Vertx");
            Object vertx = vertxType.getMethod("vertx").invoke(null);
            try {
                Class<?> routerType = loader.loadClass("io.vertx.ext.web.Router");
                Object router = routerType.getMethod("router", vertxType).invoke(null, vertx);
                Class<?> routesType = loader.loadClass("io.mutiny.http.MutinyRoutes");
                Object routes = routesType.getMethod("on", routerType).invoke(null, router);
                Class<?> resourceType = loader.loadClass("io.mutiny.resources.ValidatedResource");
                Object resource = resourceType.getConstructor().newInstance();
                Class<?> binderType = loader.loadClass("io.mutiny.resources.ValidatedResource_MutinyBinder");
                Object binder = binderType.getConstructor().newInstance();
                // registers the routes, creating one MethodConstraints per constrained method
                binderType.getMethod("bind", routesType, resourceType).invoke(binder, routes, resource);
                List<?> registered = (List<?>) routerType.getMethod("getRoutes").invoke(router);
                assertThat(registered).hasSize(3);

                Class<?> constraintsType = loader.loadClass("io.mutiny.resources.MethodConstraints");
                Object constraints = constraintsType
                        .getMethod("of", Class.class, String.class, Class[].class, String[].class)
                        .invoke(null, resourceType, "hello", new Class<?>[] {String.class}, new String[] {"name"});
                // "x" violates @Size(min = 2): unchecked without a validator, so no 400
                constraintsType
                        .getMethod("check", Object.class, Object[].class)
                        .invoke(constraints, resource, new Object[] {"x"});
            } finally {
                Object closing = vertxType.getMethod("close").invoke(vertx);
                Object stage = closing.getClass().getMethod("toCompletionStage").invoke(closing);
                ((CompletionStage<?>) stage).toCompletableFuture().get(10, TimeUnit.SECONDS);
            }
        }
    }

    /** The test class path (as surefire passes it) without Hibernate Validator and the Jakarta Validation API. */
    private static URL[] classPathWithoutBeanValidation() throws MalformedURLException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.contains("hibernate-validator") && !entry.contains("jakarta.validation")) {
                urls.add(new File(entry).toURI().toURL());
            }
        }
        return urls.toArray(new URL[0]);
    }
}
