package io.mutiny.resources.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Compiles every resource class (a class annotated {@code @jakarta.ws.rs.Path}, or with methods annotated with
 * {@code @Path} or a request method designator) into a {@code <Resource>_MutinyBinder}, an
 * {@code io.mutiny.resources.ResourceBinder} registering one {@code mutiny-http} route per resource method (as a root
 * resource, and as a sub-resource for locators resolved at run time), and lists the binders in {@code META-INF/services/io.mutiny.resources.ResourceBinder}
 * for {@code Resources.register(routes, resources...)}. Paths, parameter converters, body types, encoders and threads
 * are chosen here, at build time; mistakes fail the compilation with a message on the offending element.
 *
 * <p>Does not claim the Jakarta REST annotations: other processors still see them.
 */
@SupportedAnnotationTypes({
    ResourceReader.PATH,
    "jakarta.ws.rs.GET",
    "jakarta.ws.rs.POST",
    "jakarta.ws.rs.PUT",
    "jakarta.ws.rs.DELETE",
    "jakarta.ws.rs.PATCH",
    "jakarta.ws.rs.HEAD"
})
public final class ResourceProcessor extends AbstractProcessor {

    private static final String SERVICES = "META-INF/services/io.mutiny.resources.ResourceBinder";

    private final Set<String> binders = new TreeSet<>();
    private final List<Element> originatingElements = new ArrayList<>();

    /** Called by the compiler. */
    public ResourceProcessor() {}

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        if (roundEnv.processingOver()) {
            writeServices();
            return false;
        }
        ResourceReader reader = new ResourceReader(processingEnv);
        for (TypeElement resource : resourceClasses(annotations, roundEnv)) {
            ResourceModel model = reader.read(resource);
            if (model == null) {
                continue;
            }
            try {
                binders.add(
                        BinderWriter.write(processingEnv.getFiler(), processingEnv.getElementUtils(), resource, model));
                originatingElements.add(resource);
            } catch (IOException e) {
                processingEnv
                        .getMessager()
                        .printMessage(Diagnostic.Kind.ERROR, "cannot write the route binder: " + e, resource);
            }
        }
        return false;
    }

    /**
     * The classes annotated {@code @Path} and the classes declaring a method annotated {@code @Path} or with a
     * request method designator: every class a root resource or a locator may serve, each once.
     */
    private static Set<TypeElement> resourceClasses(Set<? extends TypeElement> annotations, RoundEnvironment roundEnv) {
        Set<TypeElement> classes = new LinkedHashSet<>();
        for (TypeElement annotation : annotations) {
            for (Element element : roundEnv.getElementsAnnotatedWith(annotation)) {
                Element type = element.getKind() == ElementKind.METHOD ? element.getEnclosingElement() : element;
                // interfaces and their annotations are not compiled: only the methods a class declares are
                if (type.getKind() == ElementKind.CLASS) {
                    classes.add((TypeElement) type);
                }
            }
        }
        return classes;
    }

    private void writeServices() {
        if (binders.isEmpty()) {
            return;
        }
        try {
            FileObject file = processingEnv
                    .getFiler()
                    .createResource(
                            StandardLocation.CLASS_OUTPUT, "", SERVICES, originatingElements.toArray(new Element[0]));
            try (Writer writer = file.openWriter()) {
                for (String binder : binders) {
                    writer.write(binder);
                    writer.write('\n');
                }
            }
        } catch (IOException e) {
            processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR, "cannot write " + SERVICES + ": " + e);
        }
    }
}
