package io.mutiny.resources;

import io.mutiny.http.HttpStatusException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.validation.Validation;
import jakarta.validation.executable.ExecutableValidator;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.hibernate.validator.HibernateValidator;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;

/**
 * The Bean Validation constraints of one resource method's parameters (constraint annotations, {@code @Valid}
 * entities), checked before each call with Hibernate Validator; a violation answers 400 with the violations'
 * messages. Public for the generated binders, which create one per constrained method when they register its route;
 * not meant to be called by hand.
 *
 * <p>Hibernate Validator is optional: when it is not on the class path, {@link #of} logs once that constraints are not
 * checked and returns constraints that accept everything. The validator is built once, on first use, with Hibernate
 * Validator's {@code ParameterMessageInterpolator}, which interpolates the annotation's attributes ({@code {min}})
 * without an Expression Language implementation.
 */
public final class MethodConstraints {

    private static final Logger LOGGER = Logger.getLogger(MethodConstraints.class.getName());
    private static final MethodConstraints UNCHECKED = new MethodConstraints(null, null);

    /** The method, {@code null} when constraints are not checked. */
    private final Method method;
    /** How a 400 names each parameter: {@code path parameter 'name'}, {@code the body}. */
    private final String[] parameters;

    private MethodConstraints(Method method, String[] parameters) {
        this.method = method;
        this.parameters = parameters;
    }

    /**
     * The constraints of {@code type}'s method {@code name} taking {@code parameterTypes}, looked up once, when the
     * route is registered.
     *
     * @param parameters how the 400 names each parameter, in order
     * @throws IllegalArgumentException if the class has no such method
     */
    public static MethodConstraints of(Class<?> type, String name, Class<?>[] parameterTypes, String... parameters) {
        if (!Availability.HIBERNATE_VALIDATOR) {
            return UNCHECKED;
        }
        try {
            return new MethodConstraints(type.getDeclaredMethod(name, parameterTypes), parameters);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("the binder of " + type.getName() + " is out of date: recompile it", e);
        }
    }

    /**
     * Checks the constraints of the method's parameters for a call on {@code resource} with {@code arguments}.
     *
     * @throws HttpStatusException 400, with each violation's parameter and message, when one is violated
     */
    public void check(Object resource, Object... arguments) {
        if (method == null) {
            return;
        }
        String violations = HibernateValidation.violations(resource, method, arguments, parameters);
        if (violations != null) {
            throw new HttpStatusException(400, violations);
        }
    }

    /** Whether Hibernate Validator is on the class path: no reference to it, so this class loads without it. */
    private static final class Availability {
        static final boolean HIBERNATE_VALIDATOR = present();

        private static boolean present() {
            try {
                Class.forName("org.hibernate.validator.HibernateValidator", false, Availability.class.getClassLoader());
                return true;
            } catch (ClassNotFoundException | LinkageError e) {
                LOGGER.log(
                        Level.WARNING,
                        "Hibernate Validator is not on the class path: the Bean Validation constraints of resource"
                                + " methods are not checked");
                return false;
            }
        }
    }

    /** The only class referring to Bean Validation, loaded once Hibernate Validator is known to be present. */
    private static final class HibernateValidation {
        /** Built once, on first use. */
        private static final ExecutableValidator EXECUTABLES = Validation.byProvider(HibernateValidator.class)
                .configure()
                .messageInterpolator(new ParameterMessageInterpolator())
                .buildValidatorFactory()
                .getValidator()
                .forExecutables();

        /** The violations of the call, described for a 400; {@code null} when there is none. */
        static String violations(Object resource, Method method, Object[] arguments, String[] parameters) {
            Set<ConstraintViolation<Object>> violations = EXECUTABLES.validateParameters(resource, method, arguments);
            return violations.isEmpty() ? null : describe(violations, parameters);
        }

        private static String describe(Set<ConstraintViolation<Object>> violations, String[] parameters) {
            List<String> descriptions = new ArrayList<>(violations.size());
            for (ConstraintViolation<Object> violation : violations) {
                // the path is method.parameter[.property...]: name the parameter as the request carries it
                Iterator<Path.Node> nodes = violation.getPropertyPath().iterator();
                StringBuilder where = new StringBuilder();
                while (nodes.hasNext()) {
                    Path.Node node = nodes.next();
                    if (node.getKind() == ElementKind.PARAMETER) {
                        where.append(
                                parameters[node.as(Path.ParameterNode.class).getParameterIndex()]);
                    } else if (where.length() > 0 && node.getName() != null) {
                        where.append('.').append(node.getName());
                    }
                }
                descriptions.add(where + ": " + violation.getMessage());
            }
            Collections.sort(descriptions); // a Set of violations has no order: answer the same text every time
            return "Constraint violated: " + String.join("; ", descriptions);
        }
    }
}
