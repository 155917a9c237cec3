package io.mutiny.resources.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
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
 * Compiles every root resource class (a class annotated {@code @jakarta.ws.rs.Path}) into a
 * {@code <Resource>_MutinyBinder}, an {@code io.mutiny.resources.ResourceBinder} registering one {@code mutiny-http}
 * route per resource method, and lists the binders in {@code META-INF/services/io.mutiny.resources.ResourceBinder}
 * for {@code Resources.register(routes, resources...)}. Paths, parameter converters, body types, encoders and threads
 * are chosen here, at build time; mistakes fail the compilation with a message on the offending element.
 *
 * <p>Does not claim the Jakarta REST annotations: other processors still see them.
 */
@SupportedAnnotationTypes(ResourceReader.PATH)
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
        TypeElement path = processingEnv.getElementUtils().getTypeElement(ResourceReader.PATH);
        if (path == null) {
            return false;
        }
        ResourceReader reader = new ResourceReader(processingEnv);
        for (Element element : roundEnv.getElementsAnnotatedWith(path)) {
            // a method's @Path belongs to its class; only classes with @Path are root resources
            if (element.getKind() != ElementKind.CLASS) {
                continue;
            }
            TypeElement resource = (TypeElement) element;
            List<RouteModel> routes = reader.read(resource);
            if (routes == null) {
                continue;
            }
            try {
                binders.add(BinderWriter.write(
                        processingEnv.getFiler(), processingEnv.getElementUtils(), resource, routes));
                originatingElements.add(resource);
            } catch (IOException e) {
                processingEnv
                        .getMessager()
                        .printMessage(Diagnostic.Kind.ERROR, "cannot write the route binder: " + e, resource);
            }
        }
        return false;
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
