package io.mutiny.resources;

import io.mutiny.helpers.ParameterValidation;
import io.mutiny.http.MutinyRoutes;
import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Registers annotated Jakarta REST resources on a {@link MutinyRoutes}, through the {@link ResourceBinder}s that
 * {@code mutiny-resources-processor} generated at build time:
 *
 * <pre>{@code
 * Resources.register(MutinyRoutes.on(router), new TextEntityResource(), new PersonResource());
 * }</pre>
 *
 * <p>The binders are found once, with {@link ServiceLoader}, the first time this class is used; registering looks the
 * binder up by the resource's class. Nothing is resolved by reflection when a request arrives.
 */
public final class Resources {

    private Resources() {}

    /**
     * Registers the routes of each of {@code resources} on {@code routes}, in the order given.
     *
     * @throws IllegalArgumentException if the class of one of them is not a root resource, annotated {@code @Path},
     *     or the processor did not run on it
     */
    public static void register(MutinyRoutes routes, Object... resources) {
        ParameterValidation.nonNull(routes, "routes");
        ParameterValidation.nonNull(resources, "resources");
        for (Object resource : resources) {
            ParameterValidation.nonNull(resource, "resource");
            ResourceBinder<?> binder = binderOf(resource.getClass());
            if (!binder.isRoot()) {
                throw new IllegalArgumentException(resource.getClass().getName()
                        + " is not a root resource: annotate it with @jakarta.ws.rs.Path, or serve it through a"
                        + " sub-resource locator");
            }
            bind(binder, routes, resource);
        }
    }

    /**
     * The generated binder of {@code resourceType} (a root resource or any class with resource methods or locators),
     * or an {@link IllegalArgumentException} saying why there is none.
     */
    public static <R> ResourceBinder<R> binderOf(Class<R> resourceType) {
        ParameterValidation.nonNull(resourceType, "resourceType");
        @SuppressWarnings("unchecked")
        ResourceBinder<R> binder = (ResourceBinder<R>) Binders.BY_TYPE.get(resourceType);
        if (binder == null) {
            throw new IllegalArgumentException("No route binder was generated for " + resourceType.getName()
                    + ": annotate it with @jakarta.ws.rs.Path and compile it with mutiny-resources-processor on the"
                    + " annotation processor path, or give it resource methods");
        }
        return binder;
    }

    @SuppressWarnings("unchecked")
    private static <R> void bind(ResourceBinder<R> binder, MutinyRoutes routes, Object resource) {
        binder.bind(routes, (R) resource);
    }

    /** Loaded on first use, once: the binders of every resource class the processor compiled. */
    private static final class Binders {
        static final Map<Class<?>, ResourceBinder<?>> BY_TYPE = load();

        private static Map<Class<?>, ResourceBinder<?>> load() {
            Map<Class<?>, ResourceBinder<?>> binders = new HashMap<>();
            for (ResourceBinder<?> binder : ServiceLoader.load(ResourceBinder.class)) {
                binders.put(binder.resourceType(), binder);
            }
            return Map.copyOf(binders);
        }
    }
}
