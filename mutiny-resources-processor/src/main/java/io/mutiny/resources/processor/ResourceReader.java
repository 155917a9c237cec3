package io.mutiny.resources.processor;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.Diagnostic;

/**
 * Reads one root resource class (annotated {@code @Path}) into the routes of its resource methods, choosing at compile
 * time everything a request would otherwise resolve: the Vert.x path, the converter of each parameter, the body type,
 * the terminal (and so the encoder and content type) and the thread. Every mistake is reported as a compilation error
 * on the offending element.
 */
final class ResourceReader {

    private static final String JAXRS = "jakarta.ws.rs.";
    static final String PATH = JAXRS + "Path";
    private static final String PRODUCES = JAXRS + "Produces";
    private static final String CONSUMES = JAXRS + "Consumes";
    private static final String PATH_PARAM = JAXRS + "PathParam";
    private static final String QUERY_PARAM = JAXRS + "QueryParam";
    private static final String HEADER_PARAM = JAXRS + "HeaderParam";
    private static final String DEFAULT_VALUE = JAXRS + "DefaultValue";
    private static final List<String> UNSUPPORTED_PARAMETERS = List.of(
            JAXRS + "MatrixParam",
            JAXRS + "CookieParam",
            JAXRS + "FormParam",
            JAXRS + "BeanParam",
            JAXRS + "core.Context");
    private static final String BLOCKING = "io.mutiny.resources.Blocking";
    private static final String NON_BLOCKING = "io.mutiny.resources.NonBlocking";
    private static final String VALID = "jakarta.validation.Valid";
    private static final String CONSTRAINT = "jakarta.validation.Constraint";
    private static final String RUN_ON_VIRTUAL_THREAD = "io.mutiny.resources.RunOnVirtualThread";
    private static final String ROUTING_CONTEXT = "io.vertx.ext.web.RoutingContext";
    private static final String BUFFER = "io.vertx.core.buffer.Buffer";
    private static final String UNI = "io.mutiny.Uni";
    private static final String MULTI = "io.mutiny.Multi";
    private static final String COMPLETION_STAGE = "java.util.concurrent.CompletionStage";
    private static final String FLOW_PUBLISHER = "java.util.concurrent.Flow.Publisher";

    /** The request method designators, and the HTTP method of each. */
    private static final Map<String, String> HTTP_METHODS = Map.of(
            JAXRS + "GET", "GET",
            JAXRS + "POST", "POST",
            JAXRS + "PUT", "PUT",
            JAXRS + "DELETE", "DELETE",
            JAXRS + "PATCH", "PATCH",
            JAXRS + "HEAD", "HEAD");

    private static final Set<String> BOXES = Set.of(
            "java.lang.Boolean",
            "java.lang.Byte",
            "java.lang.Short",
            "java.lang.Integer",
            "java.lang.Long",
            "java.lang.Float",
            "java.lang.Double");

    private static final Pattern PACKAGE_PREFIX = Pattern.compile("\\b[a-z][a-z0-9_]*\\.");

    /** Where a {@code @RunOnVirtualThread} that applies to a method comes from. */
    private enum VirtualThread {
        NO,
        CLASS,
        METHOD
    }

    private enum ResultKind {
        VALUE,
        VOID,
        UNI,
        MULTI,
        COMPLETION_STAGE,
        PUBLISHER
    }

    private final Elements elements;
    private final Types types;
    private final Messager messager;
    private boolean failed;
    /** The number of {@code MethodConstraints} locals declared in the binder method being written, for their names. */
    private int constraintsDeclared;
    /** Whether the routes being read are those of the class as a sub-resource, relative to a locator's path. */
    private boolean subResourcePass;
    /** The package of the root resource being read, where its binder is generated. */
    private PackageElement binderPackage;

    private final ClassLiteralReturns classLiterals;
    /** The classes of the locators resolved at build time that the routes being read are reached through. */
    private final Deque<TypeElement> resolvedAtBuildTime = new ArrayDeque<>();
    /**
     * The routes read from a class a locator returns, resolved at build time, with the number of such locators they
     * are reached through: of two routes matching the same requests, the one reached through fewer wins, as a
     * resource method wins over a locator of its path in Jakarta REST; the others keep 0.
     */
    private final Map<RouteModel, Integer> locatorDepth = new IdentityHashMap<>();

    ResourceReader(ProcessingEnvironment environment) {
        this.elements = environment.getElementUtils();
        this.types = environment.getTypeUtils();
        this.messager = environment.getMessager();
        this.classLiterals = new ClassLiteralReturns(environment);
    }

    /**
     * What the binder of {@code resource} registers: its routes as a root resource (when annotated {@code @Path}) and
     * as a sub-resource, each in JAX-RS precedence order; {@code null} when an error was reported.
     */
    ResourceModel read(TypeElement resource) {
        failed = false;
        subResourcePass = false;
        binderPackage = elements.getPackageOf(resource);
        checkResourceClass(resource);
        String rootPath = stringValue(resource, PATH);
        List<RouteModel> rootRoutes = null;
        if (rootPath != null) {
            rootRoutes = distinctRoutes(resource, rootPath, "resource");
        }
        if (failed) {
            return null;
        }
        // as a sub-resource, the class's own @Path is ignored and path parameters may come from the locator's path
        subResourcePass = true;
        List<RouteModel> subResourceRoutes = distinctRoutes(resource, "", "resource.apply(rc)");
        if (failed) {
            return null;
        }
        return new ResourceModel(rootRoutes, subResourceRoutes, instantiable(resource));
    }

    private List<RouteModel> distinctRoutes(TypeElement resource, String basePath, String target) {
        constraintsDeclared = 0;
        locatorDepth.clear();
        List<RouteModel> routes = new ArrayList<>();
        readMethods(resource, basePath, target, new ArrayDeque<>(List.of(resource)), routes);
        Map<String, RouteModel> byMatchingKey = new HashMap<>();
        List<RouteModel> distinct = new ArrayList<>();
        for (RouteModel route : routes) {
            RouteModel previous = byMatchingKey.putIfAbsent(route.matchingKey(), route);
            if (previous != null && depth(route) > depth(previous)) {
                continue;
            }
            if (previous != null && depth(route) < depth(previous)) {
                byMatchingKey.put(route.matchingKey(), route);
                distinct.set(distinct.indexOf(previous), route);
                continue;
            }
            if (previous != null) {
                error(
                        route.method(),
                        route.httpMethod() + " " + route.path().template() + " is already handled by "
                                + previous.method().getSimpleName()
                                + "(): two resource methods or locators for one path, method and media types");
            } else {
                distinct.add(route);
            }
        }
        distinct.sort(RouteModel.PRECEDENCE.thenComparingInt(this::depth));
        return distinct;
    }

    private int depth(RouteModel route) {
        return locatorDepth.getOrDefault(route, 0);
    }

    /** Whether the generated binder can call a no-argument constructor, for locators that return the class. */
    private static boolean instantiable(TypeElement resource) {
        if (resource.getModifiers().contains(Modifier.ABSTRACT)) {
            return false;
        }
        for (Element member : resource.getEnclosedElements()) {
            if (member.getKind() == ElementKind.CONSTRUCTOR
                    && ((ExecutableElement) member).getParameters().isEmpty()
                    && !member.getModifiers().contains(Modifier.PRIVATE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Adds the routes of the methods of {@code type}, reached at {@code basePath} by calling them on {@code target}
     * (the resource, or the chain of locator calls that returns the sub-resource).
     */
    private void readMethods(
            TypeElement type, String basePath, String target, Deque<TypeElement> chain, List<RouteModel> routes) {
        List<String> classProduces = mediaTypes(type, PRODUCES);
        List<String> classConsumes = mediaTypes(type, CONSUMES);
        Boolean classBlocking = blockingOverride(type);
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind() != ElementKind.METHOD) {
                continue;
            }
            ExecutableElement method = (ExecutableElement) member;
            String httpMethod = httpMethodOf(method);
            if (httpMethod == null) {
                if (find(method, PATH) != null) {
                    readLocator(method, basePath, target, chain, routes);
                }
                continue;
            }
            Boolean methodBlocking = blockingOverride(method);
            boolean methodVirtual = find(method, RUN_ON_VIRTUAL_THREAD) != null;
            // the method's own annotation wins over its class's
            boolean classVirtual = find(type, RUN_ON_VIRTUAL_THREAD) != null && methodBlocking == null;
            RouteModel route = readRoute(
                    method,
                    httpMethod,
                    basePath,
                    target,
                    orElse(mediaTypes(method, PRODUCES), classProduces),
                    orElse(mediaTypes(method, CONSUMES), classConsumes),
                    methodBlocking != null ? methodBlocking : methodVirtual ? null : classBlocking,
                    methodVirtual ? VirtualThread.METHOD : classVirtual ? VirtualThread.CLASS : VirtualThread.NO);
            if (route != null) {
                routes.add(route);
            }
        }
    }

    /**
     * A sub-resource locator whose declared return type is a resource class: resolved now, into direct routes that
     * call the locator and then the sub-resource method.
     */
    private void readLocator(
            ExecutableElement locator,
            String basePath,
            String target,
            Deque<TypeElement> chain,
            List<RouteModel> routes) {
        if (!callable(locator)) {
            return;
        }
        PathTemplate path;
        try {
            path = PathTemplate.join(basePath, stringValue(locator, PATH));
        } catch (PathTemplate.InvalidTemplateException e) {
            error(locator, e.getMessage());
            return;
        }
        TypeMirror returned = locator.getReturnType();
        if (returned.getKind() != TypeKind.DECLARED) {
            error(locator, "a sub-resource locator returns a resource class, Class<?> or Object, not " + returned);
            return;
        }
        TypeElement located = isType(returned, "java.lang.Class") ? classResolvedAtBuildTime(locator, target) : null;
        if (located != null) {
            // the locator's parameters are checked as for any locator; its call has no effect, so it is left out
            if (locatorCall(locator, path, target) != null) {
                readLocatedClass(located, path, routes);
            }
            return;
        }
        if (isType(returned, "java.lang.Object") || isType(returned, "java.lang.Class")) {
            RouteModel mount = readRunTimeLocator(locator, path, target);
            if (mount != null) {
                routes.add(mount);
            }
            return;
        }
        TypeElement subResource = (TypeElement) ((DeclaredType) returned).asElement();
        if (!hasResourceMethods(subResource)) {
            error(
                    locator,
                    "a sub-resource locator returns a resource class: " + subResource.getQualifiedName()
                            + " has no method annotated with a request method designator or @Path");
            return;
        }
        if (chain.contains(subResource)) {
            error(locator, "sub-resource locators loop back to " + subResource.getQualifiedName());
            return;
        }
        String call = locatorCall(locator, path, target);
        if (call == null) {
            return;
        }
        chain.push(subResource);
        readMethods(subResource, path.template(), call, chain, routes);
        chain.pop();
    }

    /**
     * The class {@code locator} returns when its body is only {@code return Name.class;} and its routes can be read
     * into the binder being written: a class of the binder's package with resource methods and a no-argument
     * constructor, called on an instance of exactly the class read (no subclass can override the locator), and not
     * already resolved so in this chain (a locator returning its own class is resolved once, then at run time).
     * {@code null} otherwise: the locator is then resolved at run time.
     */
    private TypeElement classResolvedAtBuildTime(ExecutableElement locator, String target) {
        TypeElement owner = (TypeElement) locator.getEnclosingElement();
        boolean exactTarget = target.equals("resource")
                || target.equals("resource.apply(rc)")
                || target.startsWith("new ")
                || locator.getModifiers().contains(Modifier.FINAL)
                || owner.getModifiers().contains(Modifier.FINAL);
        if (!exactTarget || blockingOverride(locator) != null || find(locator, RUN_ON_VIRTUAL_THREAD) != null) {
            return null;
        }
        TypeElement located = classLiterals.returnedClass(locator);
        if (located == null
                || located.getKind() != ElementKind.CLASS
                || !elements.getPackageOf(located).equals(binderPackage)
                || located.getModifiers().contains(Modifier.PRIVATE)
                || (located.getNestingKind() == NestingKind.MEMBER
                        && !located.getModifiers().contains(Modifier.STATIC))
                || located.getNestingKind() == NestingKind.LOCAL
                || !located.getTypeParameters().isEmpty()
                || !instantiable(located)
                || !hasResourceMethods(located)
                || resolvedAtBuildTime.contains(located)) {
            return null;
        }
        return located;
    }

    /**
     * The routes of {@code located}, returned by a locator resolved at build time, at the locator's {@code path}: each
     * creates its instance per request, as the routes of a class a run-time locator returns do, and Vert.x Web
     * matches them like any route of the router (no nested router per request). Their own locators are read as in
     * the class's binder, which is what a run-time locator would have served.
     */
    private void readLocatedClass(TypeElement located, PathTemplate path, List<RouteModel> routes) {
        int first = routes.size();
        resolvedAtBuildTime.push(located);
        String instance = "new " + located.getQualifiedName() + "()";
        readMethods(located, path.template(), instance, new ArrayDeque<>(List.of(located)), routes);
        for (RouteModel route : routes.subList(first, routes.size())) {
            locatorDepth.putIfAbsent(route, resolvedAtBuildTime.size());
        }
        resolvedAtBuildTime.pop();
    }

    /**
     * A locator whose declared return type is {@code Class<?>} or {@code Object}: mounted at its path, it is called
     * per request and the rest of the path is matched against the routes of the class it returns, which its generated
     * binder registers once per class.
     */
    private RouteModel readRunTimeLocator(ExecutableElement locator, PathTemplate path, String target) {
        if (blockingOverride(locator) != null || find(locator, RUN_ON_VIRTUAL_THREAD) != null) {
            error(
                    locator,
                    "a sub-resource locator resolved at run time is called on the event loop to choose the"
                            + " sub-resource: annotate the sub-resource's methods, not the locator, with @Blocking,"
                            + " @NonBlocking or @RunOnVirtualThread");
            return null;
        }
        String call = locatorCall(locator, path, target);
        if (call == null) {
            return null;
        }
        String registration = "Locators.mount(routes, " + literal(path.vertxPath()) + ", rc -> " + call + ");";
        String description = "* " + path.template() + "/** -> " + simpleName(locator.getReturnType()) + " "
                + locator.getSimpleName() + "(..), a locator resolved at run time, on the event loop";
        return new RouteModel(RouteModel.ANY_METHOD, path, "", locator, description, registration, false);
    }

    /** The call of {@code locator} on {@code target}, or {@code null} after reporting an error. */
    private String locatorCall(ExecutableElement locator, PathTemplate path, String target) {
        List<String> arguments = new ArrayList<>();
        for (VariableElement parameter : locator.getParameters()) {
            if (isConstrained(parameter)) {
                error(
                        parameter,
                        "the constraints of a sub-resource locator's parameters are not checked: put them on the"
                                + " parameters of the sub-resource's methods");
                return null;
            }
            if (isEntity(parameter)) {
                error(
                        parameter,
                        "a sub-resource locator must not have an entity parameter: the sub-resource"
                                + " method reads the body");
                return null;
            }
            String argument = argument(parameter, path);
            if (argument == null) {
                return null;
            }
            arguments.add(argument);
        }
        return target + "." + locator.getSimpleName() + "(" + String.join(", ", arguments) + ")";
    }

    private boolean hasResourceMethods(TypeElement type) {
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind() == ElementKind.METHOD
                    && (find(member, PATH) != null
                            || member.getAnnotationMirrors().stream()
                                    .anyMatch(a -> HTTP_METHODS.containsKey(qualifiedName(a))))) {
                return true;
            }
        }
        return false;
    }

    /** Whether the generated binder may call {@code method}, after reporting an error when it may not. */
    private boolean callable(ExecutableElement method) {
        Set<Modifier> modifiers = method.getModifiers();
        boolean samePackage = elements.getPackageOf(method).equals(binderPackage);
        if (modifiers.contains(Modifier.PRIVATE)
                || modifiers.contains(Modifier.STATIC)
                || !accessible(method, samePackage)) {
            error(
                    method,
                    "a resource method or locator must be neither private nor static, and public when its class"
                            + " is in another package than the root resource: the generated binder calls it");
            return false;
        }
        if (!method.getTypeParameters().isEmpty()) {
            error(method, "a resource method or locator must not have type parameters");
            return false;
        }
        return true;
    }

    private void checkResourceClass(TypeElement resource) {
        if (resource.getModifiers().contains(Modifier.PRIVATE)) {
            error(resource, "a resource class must not be private: its generated binder calls it");
        }
        if (resource.getNestingKind() == NestingKind.MEMBER
                && !resource.getModifiers().contains(Modifier.STATIC)) {
            error(resource, "a nested resource class must be static");
        }
        if (resource.getNestingKind() == NestingKind.LOCAL || resource.getNestingKind() == NestingKind.ANONYMOUS) {
            error(resource, "a resource class must be a top-level or static nested class");
        }
        if (!resource.getTypeParameters().isEmpty()) {
            error(resource, "a resource class must not have type parameters");
        }
    }

    private String httpMethodOf(ExecutableElement method) {
        String found = null;
        for (AnnotationMirror annotation : method.getAnnotationMirrors()) {
            String name = HTTP_METHODS.get(qualifiedName(annotation));
            if (name == null) {
                continue;
            }
            if (found != null) {
                error(method, "a resource method has one request method designator, found @" + found + " and @" + name);
            }
            found = name;
        }
        return found;
    }

    private RouteModel readRoute(
            ExecutableElement method,
            String httpMethod,
            String basePath,
            String target,
            List<String> produces,
            List<String> consumes,
            Boolean blockingOverride,
            VirtualThread virtualThread) {
        if (!callable(method)) {
            return null;
        }
        PathTemplate path;
        try {
            path = PathTemplate.join(basePath, stringValue(method, PATH));
        } catch (PathTemplate.InvalidTemplateException e) {
            error(method, e.getMessage());
            return null;
        }

        List<String> arguments = new ArrayList<>();
        VariableElement body = null;
        boolean valid = true;
        if (isConstrained(method)) {
            error(
                    method,
                    "the constraints of a resource method's return value are not checked: constrain its parameters,"
                            + " or check the result in the method");
            valid = false;
        }
        for (VariableElement parameter : method.getParameters()) {
            if (find(parameter, VALID) != null && !cascadable(parameter.asType())) {
                error(
                        parameter,
                        "@Valid checks the constraints of a bean's properties; a " + erasedName(parameter.asType())
                                + " has none: use a constraint annotation such as @NotBlank or @Min");
                valid = false;
            }
            if (isEntity(parameter)) {
                if (body != null) {
                    error(
                            parameter,
                            "a resource method has at most one entity parameter, the request body; "
                                    + body.getSimpleName() + " is one already");
                    valid = false;
                } else if (!isSupportedBodyType(parameter.asType())) {
                    error(
                            parameter,
                            "unsupported entity parameter type " + parameter.asType()
                                    + ": use String, byte[], Buffer, JsonObject, JsonArray or a non-generic class read"
                                    + " from JSON");
                    valid = false;
                }
                body = parameter;
                arguments.add("body");
                continue;
            }
            String argument = argument(parameter, path);
            if (argument == null) {
                valid = false;
            }
            arguments.add(argument);
        }

        ResultKind kind = resultKind(method);
        if (kind == null || !valid) {
            return null;
        }
        TypeMirror item = itemType(method, kind);
        if (item == null) {
            return null;
        }
        boolean plain = kind == ResultKind.VALUE || kind == ResultKind.VOID;
        if (virtualThread == VirtualThread.METHOD && !plain) {
            error(
                    method,
                    "@RunOnVirtualThread runs a method returning a plain value or void; a "
                            + simpleName(method.getReturnType())
                            + " is asynchronous already: use @Blocking to subscribe to it on a worker thread");
            return null;
        }
        // a class's @RunOnVirtualThread applies to its blocking methods only
        boolean virtual = virtualThread != VirtualThread.NO && plain;
        boolean blocking = !virtual && (blockingOverride != null ? blockingOverride : plain);
        String terminal = terminal(method, kind, item, produces, blocking);
        if (terminal == null) {
            return null;
        }

        StringBuilder definition = new StringBuilder("routes.");
        if (httpMethod.equals("HEAD")) {
            definition.append("route(io.vertx.core.http.HttpMethod.HEAD, ");
        } else {
            definition.append(httpMethod.toLowerCase(Locale.ROOT)).append('(');
        }
        definition.append(literal(path.vertxPath())).append(')');
        if (blocking && kind != ResultKind.VALUE && kind != ResultKind.VOID) {
            definition.append(".blocking()");
        }
        if (body != null) {
            definition.append(".body(").append(erasedName(body.asType())).append(".class)");
            if (!consumes.isEmpty()) {
                definition.append(".consumes(");
                for (int i = 0; i < consumes.size(); i++) {
                    definition.append(i == 0 ? "" : ", ").append(literal(consumes.get(i)));
                }
                definition.append(')');
            }
        }

        boolean constrained = method.getParameters().stream().anyMatch(this::isConstrained);
        String resource = target;
        List<String> values = arguments;
        String prologue = "";
        String declaration = "";
        if (constrained) {
            // the arguments are evaluated once, checked, then passed: locals in a block lambda
            String owner = ((TypeElement) method.getEnclosingElement())
                    .getQualifiedName()
                    .toString();
            String constraints = method.getSimpleName() + "Constraints" + constraintsDeclared++;
            List<String> parameterTypes = new ArrayList<>();
            List<String> descriptions = new ArrayList<>();
            StringBuilder locals = new StringBuilder("{\n            " + owner + " target = " + target + ";\n");
            values = new ArrayList<>();
            for (int i = 0; i < arguments.size(); i++) {
                VariableElement parameter = method.getParameters().get(i);
                parameterTypes.add(erasedName(parameter.asType()) + ".class");
                descriptions.add(literal(parameter == body ? "body" : parameterDescription(parameter)));
                locals.append("            ")
                        .append(erasedName(parameter.asType()))
                        .append(" argument")
                        .append(i)
                        .append(" = ")
                        .append(arguments.get(i))
                        .append(";\n");
                values.add("argument" + i);
            }
            locals.append("            ")
                    .append(constraints)
                    .append(".check(target")
                    .append(values.isEmpty() ? "" : ", " + String.join(", ", values))
                    .append(");\n");
            prologue = locals.toString();
            resource = "target";
            declaration = "MethodConstraints " + constraints + " = MethodConstraints.of(" + owner + ".class, "
                    + literal(method.getSimpleName().toString()) + ", new Class<?>[] {"
                    + String.join(", ", parameterTypes) + "}" + (descriptions.isEmpty() ? "" : ", ")
                    + String.join(", ", descriptions) + ");\n        ";
        }
        String call = resource + "." + method.getSimpleName() + "(" + String.join(", ", values) + ")";
        String lambda = (body != null ? "(rc, body)" : "rc") + " -> ";
        String result;
        switch (kind) {
            case VALUE:
                result = virtual
                        ? "VirtualThreads.call(rc, () -> " + call + ")"
                        : blocking ? call : "Uni.createFrom().item(" + call + ")";
                break;
            case VOID:
                result = virtual
                        ? "VirtualThreads.<Void>call(rc, () -> {\n                " + call
                                + ";\n                return null;\n            })"
                        : null;
                break;
            case COMPLETION_STAGE:
                result = "Uni.createFrom().completionStage(" + call + ")";
                break;
            case PUBLISHER:
                result = "Multi.createFrom().publisher(" + call + ")";
                break;
            default:
                result = call;
        }
        String handler;
        if (result == null) {
            String returned = blocking ? "null" : "Uni.createFrom().voidItem()";
            handler = lambda + (constrained ? prologue : "{\n") + "            " + call + ";\n            return "
                    + returned + ";\n        }";
        } else if (constrained) {
            handler = lambda + prologue + "            return " + result + ";\n        }";
        } else {
            handler = lambda + result;
        }
        boolean unchecked = item.getKind() == TypeKind.DECLARED
                && !((DeclaredType) item).getTypeArguments().isEmpty();
        String registration =
                declaration + definition + "." + terminal + "(" + classLiteral(item) + ", " + handler + ");";
        String description = httpMethod + " " + path.template() + " -> " + simpleName(method.getReturnType()) + " "
                + method.getSimpleName() + "(..)" + (target.contains(".") ? " through a locator" : "") + ", on "
                + (virtual
                        ? "a virtual thread (a worker thread before Java 21)"
                        : blocking ? "a worker thread" : "the event loop")
                + (constrained ? ", parameters validated" : "");
        String mediaTypes = "produces=" + new TreeSet<>(produces) + " consumes="
                + (body != null ? new TreeSet<>(consumes) : Set.of());
        return new RouteModel(httpMethod, path, mediaTypes, method, description, registration, unchecked);
    }

    private boolean isEntity(VariableElement parameter) {
        for (AnnotationMirror annotation : parameter.getAnnotationMirrors()) {
            String name = qualifiedName(annotation);
            if (name.startsWith(JAXRS)) {
                return false;
            }
        }
        return !isType(parameter.asType(), ROUTING_CONTEXT);
    }

    private boolean isSupportedBodyType(TypeMirror type) {
        if (type.getKind() == TypeKind.ARRAY) {
            return type.toString().equals("byte[]");
        }
        return type.getKind() == TypeKind.DECLARED
                && ((DeclaredType) type).getTypeArguments().isEmpty();
    }

    /** How errors name a non-entity parameter: {@code path parameter 'id'}, {@code header 'X-Isbn'}. */
    private static String parameterDescription(VariableElement parameter) {
        String name;
        if ((name = stringValue(parameter, PATH_PARAM)) != null) {
            return "path parameter '" + name + "'";
        }
        if ((name = stringValue(parameter, QUERY_PARAM)) != null) {
            return "query parameter '" + name + "'";
        }
        if ((name = stringValue(parameter, HEADER_PARAM)) != null) {
            return "header '" + name + "'";
        }
        return "parameter " + parameter.getSimpleName();
    }

    /**
     * Whether {@code element} carries a Bean Validation constraint (an annotation meta-annotated
     * {@code @jakarta.validation.Constraint}) or {@code @Valid}.
     */
    private boolean isConstrained(Element element) {
        for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
            if (qualifiedName(annotation).equals(VALID)
                    || find(annotation.getAnnotationType().asElement(), CONSTRAINT) != null) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code @Valid} can cascade into a value of {@code type}: not a primitive, box or String. */
    private boolean cascadable(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return false;
        }
        return !(type.getKind() == TypeKind.DECLARED
                && (BOXES.contains(erasedName(type))
                        || isType(type, "java.lang.String")
                        || isType(type, "java.lang.Character")));
    }

    /** The Java expression of one non-entity argument, or {@code null} after reporting an error. */
    private String argument(VariableElement parameter, PathTemplate path) {
        if (isType(parameter.asType(), ROUTING_CONTEXT)) {
            return "rc";
        }
        for (String unsupported : UNSUPPORTED_PARAMETERS) {
            if (find(parameter, unsupported) != null) {
                error(
                        parameter,
                        "@" + unsupported.substring(unsupported.lastIndexOf('.') + 1)
                                + " parameters are not supported yet");
                return null;
            }
        }
        String raw;
        String description = parameterDescription(parameter);
        String name;
        if ((name = stringValue(parameter, PATH_PARAM)) != null) {
            if (!path.variables().contains(name) && !subResourcePass) {
                error(
                        parameter,
                        "@PathParam(\"" + name + "\") names no variable of the path template " + path.template());
                return null;
            }
            raw = "rc.pathParam(" + literal(name) + ")";
        } else if ((name = stringValue(parameter, QUERY_PARAM)) != null) {
            raw = "rc.queryParams().get(" + literal(name) + ")";
        } else if ((name = stringValue(parameter, HEADER_PARAM)) != null) {
            raw = "rc.request().getHeader(" + literal(name) + ")";
        } else {
            error(
                    parameter,
                    "unsupported parameter: annotate it with @PathParam, @QueryParam or @HeaderParam, or"
                            + " leave it unannotated as the request body");
            return null;
        }

        TypeMirror type = parameter.asType();
        String defaultValue = stringValue(parameter, DEFAULT_VALUE);
        String boxedName;
        String typeName;
        TypeElement typeElement;
        if (type.getKind().isPrimitive()) {
            typeElement = types.boxedClass((PrimitiveType) type);
            boxedName = typeElement.getQualifiedName().toString();
            typeName = plainName(type);
            if (defaultValue == null) {
                defaultValue = switch (type.getKind()) {
                    case BOOLEAN -> "false";
                    case CHAR -> "\0";
                    default -> "0";
                };
            }
        } else if (type.getKind() == TypeKind.DECLARED
                && ((DeclaredType) type).getTypeArguments().isEmpty()) {
            typeElement = (TypeElement) ((DeclaredType) type).asElement();
            boxedName = typeElement.getQualifiedName().toString();
            typeName = typeElement.getSimpleName().toString();
        } else {
            error(parameter, unsupportedParameterType(type));
            return null;
        }
        if (defaultValue != null) {
            raw = "Parameters.orDefault(" + raw + ", " + literal(defaultValue) + ")";
        }
        if (boxedName.equals("java.lang.String")) {
            return raw;
        }
        String converter = converterOf(typeElement);
        if (converter == null) {
            error(parameter, unsupportedParameterType(type));
            return null;
        }
        return "Parameters.<" + boxedName + ">convert(" + raw + ", " + literal(description) + ", " + literal(typeName)
                + ", " + converter + ")";
    }

    private static String unsupportedParameterType(TypeMirror type) {
        return "unsupported parameter type " + type + ": use String, a primitive or its box, an enum, or a class with"
                + " a public constructor or a public static valueOf or fromString method taking one String";
    }

    /** The converter, chosen in JAX-RS order: constructor, then {@code valueOf}, then {@code fromString}. */
    private String converterOf(TypeElement type) {
        String name = type.getQualifiedName().toString();
        if (name.equals("java.lang.Character")) {
            return "Parameters::toCharacter";
        }
        if (BOXES.contains(name)) {
            return name + "::valueOf";
        }
        boolean samePackage = elements.getPackageOf(type).equals(binderPackage);
        ExecutableElement constructor = null;
        ExecutableElement valueOf = null;
        ExecutableElement fromString = null;
        for (Element member : type.getEnclosedElements()) {
            if (!(member instanceof ExecutableElement executable)
                    || executable.getParameters().size() != 1
                    || !isType(executable.getParameters().get(0).asType(), "java.lang.String")
                    || !accessible(executable, samePackage)) {
                continue;
            }
            if (executable.getKind() == ElementKind.CONSTRUCTOR) {
                constructor = executable;
            } else if (executable.getModifiers().contains(Modifier.STATIC)
                    && types.isSameType(types.erasure(executable.getReturnType()), types.erasure(type.asType()))) {
                if (executable.getSimpleName().contentEquals("valueOf")) {
                    valueOf = executable;
                } else if (executable.getSimpleName().contentEquals("fromString")) {
                    fromString = executable;
                }
            }
        }
        if (type.getKind() == ElementKind.ENUM) {
            // JAX-RS prefers an enum's fromString; every enum has valueOf(String)
            return name + (fromString != null ? "::fromString" : "::valueOf");
        }
        if (constructor != null && !type.getModifiers().contains(Modifier.ABSTRACT)) {
            return name + "::new";
        }
        if (valueOf != null) {
            return name + "::valueOf";
        }
        if (fromString != null) {
            return name + "::fromString";
        }
        return null;
    }

    private static boolean accessible(Element member, boolean samePackage) {
        Set<Modifier> modifiers = member.getModifiers();
        return modifiers.contains(Modifier.PUBLIC) || (samePackage && !modifiers.contains(Modifier.PRIVATE));
    }

    private ResultKind resultKind(ExecutableElement method) {
        TypeMirror type = method.getReturnType();
        if (type.getKind() == TypeKind.VOID) {
            return ResultKind.VOID;
        }
        if (type.getKind().isPrimitive() || type.getKind() == TypeKind.ARRAY) {
            return ResultKind.VALUE;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            error(method, "unsupported return type " + type);
            return null;
        }
        if (isSubtype(type, UNI)) {
            return ResultKind.UNI;
        }
        if (isSubtype(type, MULTI)) {
            return ResultKind.MULTI;
        }
        if (isSubtype(type, COMPLETION_STAGE)) {
            return ResultKind.COMPLETION_STAGE;
        }
        if (isSubtype(type, FLOW_PUBLISHER)) {
            return ResultKind.PUBLISHER;
        }
        return ResultKind.VALUE;
    }

    /** The type of the items the method answers with, or {@code null} after reporting an error. */
    private TypeMirror itemType(ExecutableElement method, ResultKind kind) {
        TypeMirror type = method.getReturnType();
        switch (kind) {
            case VOID:
                return elements.getTypeElement("java.lang.Void").asType();
            case VALUE:
                return type.getKind().isPrimitive()
                        ? types.boxedClass((PrimitiveType) type).asType()
                        : type;
            default:
                String container = kind == ResultKind.UNI
                        ? UNI
                        : kind == ResultKind.MULTI
                                ? MULTI
                                : kind == ResultKind.COMPLETION_STAGE ? COMPLETION_STAGE : FLOW_PUBLISHER;
                TypeMirror item = typeArgumentOf(type, container);
                if (item == null || (item.getKind() != TypeKind.DECLARED && item.getKind() != TypeKind.ARRAY)) {
                    error(
                            method,
                            "unsupported return type " + type + ": declare the item type, as in "
                                    + container.substring(container.lastIndexOf('.') + 1) + "<Person>");
                    return null;
                }
                return item;
        }
    }

    /** The type argument that {@code type} gives {@code container}, as seen from {@code type}'s supertypes. */
    private TypeMirror typeArgumentOf(TypeMirror type, String container) {
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        DeclaredType declared = (DeclaredType) type;
        if (((TypeElement) declared.asElement()).getQualifiedName().contentEquals(container)) {
            return declared.getTypeArguments().size() == 1
                    ? declared.getTypeArguments().get(0)
                    : null;
        }
        for (TypeMirror supertype : types.directSupertypes(type)) {
            TypeMirror found = typeArgumentOf(supertype, container);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The {@code RouteDefinition} terminal that writes {@code item} as {@code produces} asks, or {@code null}. */
    private String terminal(
            ExecutableElement method, ResultKind kind, TypeMirror item, List<String> produces, boolean blocking) {
        String natural = naturalMediaType(item);
        if (kind == ResultKind.MULTI || kind == ResultKind.PUBLISHER) {
            if (produces.size() > 1) {
                error(method, "a stream is written in one format: give @Produces one media type");
                return null;
            }
            String mediaType = produces.isEmpty() ? "application/json" : produces.get(0);
            switch (mediaType) {
                case "application/json":
                    return "jsonArray";
                case "application/x-ndjson":
                    return "ndjson";
                case "text/event-stream":
                    return "sse";
                case "text/plain":
                case "application/octet-stream":
                    if (!mediaType.equals(natural)) {
                        error(
                                method,
                                "a " + mediaType + " stream needs "
                                        + (mediaType.equals("text/plain") ? "String" : "Buffer or byte[]") + " items");
                        return null;
                    }
                    return "chunked";
                default:
                    error(
                            method,
                            "unsupported @Produces(\"" + mediaType + "\") for a stream: use"
                                    + " application/x-ndjson, text/event-stream, application/json (an array), text/plain"
                                    + " or application/octet-stream");
                    return null;
            }
        }
        if (!produces.isEmpty() && natural != null && produces.stream().noneMatch(m -> matches(m, natural))) {
            error(
                    method,
                    "@Produces(" + produces + ") cannot be honoured: a " + simpleName(item) + " result is written as "
                            + natural);
            return null;
        }
        // a plain value on a worker is value(..); everything else answers a Uni through respond(..)
        return blocking && (kind == ResultKind.VALUE || kind == ResultKind.VOID) ? "value" : "respond";
    }

    private static boolean matches(String produced, String natural) {
        if (produced.equals("*/*") || produced.equals(natural)) {
            return true;
        }
        return produced.endsWith("/*") && natural.startsWith(produced.substring(0, produced.length() - 1));
    }

    /** How the adapter writes a single {@code item}: the content type of its encoder, {@code null} for 204. */
    private String naturalMediaType(TypeMirror item) {
        if (isType(item, "java.lang.String")) {
            return "text/plain";
        }
        if (isType(item, BUFFER) || item.toString().equals("byte[]")) {
            return "application/octet-stream";
        }
        if (isType(item, "java.lang.Void")) {
            return null;
        }
        return "application/json";
    }

    private String classLiteral(TypeMirror type) {
        String erased = erasedName(type);
        if (type.getKind() == TypeKind.DECLARED
                && !((DeclaredType) type).getTypeArguments().isEmpty()) {
            return "(Class<" + type + ">) (Class<?>) " + erased + ".class";
        }
        return erased + ".class";
    }

    private String erasedName(TypeMirror type) {
        return plainName(types.erasure(type));
    }

    /** The source name of {@code type} without its type annotations ({@code TypeMirror.toString()} shows them). */
    private static String plainName(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return type.getKind().name().toLowerCase(Locale.ROOT);
        }
        if (type.getKind() == TypeKind.ARRAY) {
            return plainName(((ArrayType) type).getComponentType()) + "[]";
        }
        if (type.getKind() == TypeKind.DECLARED) {
            return ((TypeElement) ((DeclaredType) type).asElement())
                    .getQualifiedName()
                    .toString();
        }
        return type.toString();
    }

    /** {@code type} without package names: {@code Uni<Person>}. */
    private static String simpleName(TypeMirror type) {
        return PACKAGE_PREFIX.matcher(type.toString()).replaceAll("");
    }

    private boolean isSubtype(TypeMirror type, String qualifiedName) {
        TypeElement element = elements.getTypeElement(qualifiedName);
        return element != null && types.isSubtype(types.erasure(type), types.erasure(element.asType()));
    }

    private static boolean isType(TypeMirror type, String qualifiedName) {
        return type.getKind() == TypeKind.DECLARED
                && ((TypeElement) ((DeclaredType) type).asElement())
                        .getQualifiedName()
                        .contentEquals(qualifiedName);
    }

    private Boolean blockingOverride(Element element) {
        boolean blocking = find(element, BLOCKING) != null;
        boolean nonBlocking = find(element, NON_BLOCKING) != null;
        if (blocking && nonBlocking) {
            error(element, "@Blocking and @NonBlocking exclude each other");
            return null;
        }
        if ((blocking || nonBlocking) && find(element, RUN_ON_VIRTUAL_THREAD) != null) {
            error(element, "@RunOnVirtualThread excludes @Blocking and @NonBlocking: it chooses the thread already");
            return null;
        }
        return blocking ? Boolean.TRUE : nonBlocking ? Boolean.FALSE : null;
    }

    /** The media types of {@code @Produces}/{@code @Consumes} on {@code element}, without parameters, lower case. */
    private List<String> mediaTypes(Element element, String annotation) {
        AnnotationMirror mirror = find(element, annotation);
        if (mirror == null) {
            return List.of();
        }
        List<String> mediaTypes = new ArrayList<>();
        for (String value : stringValues(mirror)) {
            for (String part : value.split(",")) {
                int parameters = part.indexOf(';');
                String mediaType = (parameters < 0 ? part : part.substring(0, parameters))
                        .trim()
                        .toLowerCase(Locale.ROOT);
                if (!mediaType.isEmpty()) {
                    mediaTypes.add(mediaType);
                }
            }
        }
        return mediaTypes;
    }

    private static List<String> orElse(List<String> mediaTypes, List<String> defaults) {
        return mediaTypes.isEmpty() ? defaults : mediaTypes;
    }

    private static AnnotationMirror find(Element element, String annotation) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (qualifiedName(mirror).equals(annotation)) {
                return mirror;
            }
        }
        return null;
    }

    private static String qualifiedName(AnnotationMirror mirror) {
        return ((TypeElement) mirror.getAnnotationType().asElement())
                .getQualifiedName()
                .toString();
    }

    /** The {@code value} of {@code annotation} on {@code element} as a String, {@code null} when absent. */
    private static String stringValue(Element element, String annotation) {
        AnnotationMirror mirror = find(element, annotation);
        if (mirror == null) {
            return null;
        }
        List<String> values = stringValues(mirror);
        return values.isEmpty() ? null : values.get(0);
    }

    private static List<String> stringValues(AnnotationMirror mirror) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
                mirror.getElementValues().entrySet()) {
            if (!entry.getKey().getSimpleName().contentEquals("value")) {
                continue;
            }
            Object value = entry.getValue().getValue();
            if (value instanceof List<?> list) {
                List<String> strings = new ArrayList<>();
                for (Object element : list) {
                    strings.add(String.valueOf(((AnnotationValue) element).getValue()));
                }
                return strings;
            }
            return List.of(String.valueOf(value));
        }
        return List.of();
    }

    /** {@code text} as a Java string literal. */
    static String literal(String text) {
        StringBuilder literal = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> literal.append("\\\"");
                case '\\' -> literal.append("\\\\");
                case '\n' -> literal.append("\\n");
                case '\r' -> literal.append("\\r");
                case '\t' -> literal.append("\\t");
                default -> {
                    if (c < 0x20) {
                        literal.append(String.format("\\u%04x", (int) c));
                    } else {
                        literal.append(c);
                    }
                }
            }
        }
        return literal.append('"').toString();
    }

    private void error(Element element, String message) {
        failed = true;
        messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    }
}
