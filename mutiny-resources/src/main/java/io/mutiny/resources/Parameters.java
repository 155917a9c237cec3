package io.mutiny.resources;

import io.mutiny.http.HttpStatusException;
import java.util.function.Function;

/**
 * Conversions of request parameters, called by the generated binders with a converter chosen at compile time
 * ({@code Integer::valueOf}, {@code Color::valueOf}, {@code Isbn::fromString}, {@code Isbn::new}, ...). Public for
 * the generated code; not meant to be called by hand.
 */
public final class Parameters {

    private Parameters() {}

    /** {@code value}, or {@code defaultValue} when the request did not carry the parameter. */
    public static String orDefault(String value, String defaultValue) {
        return value != null ? value : defaultValue;
    }

    /**
     * {@code converter} applied to {@code value}; {@code null} for a parameter the request did not carry.
     *
     * @param parameter how the error names the parameter, e.g. {@code query parameter "page"}
     * @param typeName how the error names the expected type, e.g. {@code int}
     * @throws HttpStatusException 400, naming the parameter, when the converter fails
     */
    public static <T> T convert(String value, String parameter, String typeName, Function<String, T> converter) {
        if (value == null) {
            return null;
        }
        try {
            return converter.apply(value);
        } catch (RuntimeException e) {
            throw new HttpStatusException(
                    400, "Bad " + parameter + ": \"" + value + "\" cannot be converted to " + typeName, e);
        }
    }

    /** The single character of {@code value}, the converter of {@code char} and {@code Character} parameters. */
    public static Character toCharacter(String value) {
        if (value.length() != 1) {
            throw new IllegalArgumentException("not a single character");
        }
        return value.charAt(0);
    }
}
