package io.mutiny.helpers;

import java.time.Duration;
import java.util.Collection;
import java.util.Objects;

/**
 * The one place where public entry points validate their arguments at assembly time.
 *
 * <p>Every check throws {@link IllegalArgumentException} whose message names the parameter, in one format:
 * {@code `name` must not be `null`}, {@code `name` must be greater than zero}, and so on. Where SmallRye Mutiny
 * throws {@link NullPointerException} instead (a {@code null} subscriber, the failure type of
 * {@code onFailure(Class)}, the iterable of {@code merging()/concatenating().streams(..)}),
 * {@link #nonNullSubscriber} and {@link #nonNullAsNpe} do the same, so that ported code and tests see the same
 * exception types.
 */
public final class ParameterValidation {

    /** The message used when a callback returned {@code null} where an item was required. */
    public static final String MAPPER_RETURNED_NULL = "The mapper returned `null`";

    /** The message used when a supplier returned {@code null} where a value was required. */
    public static final String SUPPLIER_PRODUCED_NULL = "The supplier produced `null`";

    private ParameterValidation() {
        // no instances
    }

    /** Returns {@code value}, or throws {@link IllegalArgumentException} naming {@code name} if it is {@code null}. */
    public static <T> T nonNull(T value, String name) {
        if (value == null) {
            // built out of line, so that this check is small enough to be inlined everywhere
            throw nullArgument(name);
        }
        return value;
    }

    private static IllegalArgumentException nullArgument(String name) {
        return new IllegalArgumentException(String.format("`%s` must not be `null`", name));
    }

    /**
     * Same check and message as {@link #nonNull}, but throws {@link NullPointerException}: for the few arguments
     * whose {@code null} SmallRye Mutiny reports that way.
     */
    public static <T> T nonNullAsNpe(T value, String name) {
        if (value == null) {
            throw new NullPointerException(String.format("`%s` must not be `null`", name));
        }
        return value;
    }

    /** Rejects a {@code null} subscriber with a {@link NullPointerException} (Reactive Streams rule 1.9). */
    public static <S> S nonNullSubscriber(S subscriber) {
        if (subscriber == null) {
            throw new NullPointerException("The subscriber must not be `null` (Reactive Streams rule 1.9)");
        }
        return subscriber;
    }

    /**
     * Checks a value that is produced at run time (by a user callback), not at assembly time: it throws
     * {@link NullPointerException}, which operators turn into a failure signal.
     */
    public static <T> T nonNullNpe(T value, String message) {
        return Objects.requireNonNull(value, message);
    }

    /** Returns {@code value}, or throws {@link IllegalArgumentException} naming {@code name} unless it is above zero. */
    public static int positive(int value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(String.format("`%s` must be greater than zero", name));
        }
        return value;
    }

    /** Returns {@code value}, or throws {@link IllegalArgumentException} naming {@code name} unless it is above zero. */
    public static long positive(long value, String name) {
        if (value <= 0) {
            throw new IllegalArgumentException(String.format("`%s` must be greater than zero", name));
        }
        return value;
    }

    /** Returns {@code value}, or throws {@link IllegalArgumentException} naming {@code name} if it is negative. */
    public static int positiveOrZero(int value, String name) {
        if (value < 0) {
            throw new IllegalArgumentException(String.format("`%s` must be positive or zero", name));
        }
        return value;
    }

    /** Returns {@code value}, or throws {@link IllegalArgumentException} naming {@code name} if it is negative. */
    public static long positiveOrZero(long value, String name) {
        if (value < 0) {
            throw new IllegalArgumentException(String.format("`%s` must be positive or zero", name));
        }
        return value;
    }

    /** A duration that must be strictly positive (timeouts, delays, periods). */
    public static Duration validate(Duration duration, String name) {
        nonNull(duration, name);
        if (duration.isZero() || duration.isNegative()) {
            throw new IllegalArgumentException(String.format("`%s` must be greater than zero", name));
        }
        return duration;
    }

    /** Returns {@code array}, or throws {@link IllegalArgumentException} naming {@code name} if it or an element is {@code null}. */
    public static <T> T[] doesNotContainNull(T[] array, String name) {
        nonNull(array, name);
        for (T item : array) {
            if (item == null) {
                throw new IllegalArgumentException(String.format("`%s` must not contain a `null` element", name));
            }
        }
        return array;
    }

    /**
     * An iterable (any collection) without {@code null} element. One overload for every {@link Iterable}, returning
     * the argument's own type, so that a {@code List} argument needs no explicit type argument.
     */
    public static <I extends Iterable<?>> I doesNotContainNull(I iterable, String name) {
        nonNull(iterable, name);
        for (Object item : iterable) {
            if (item == null) {
                throw new IllegalArgumentException(String.format("`%s` must not contain a `null` element", name));
            }
        }
        return iterable;
    }

    /** Returns {@code collection}, or throws {@link IllegalArgumentException} naming {@code name} if it is {@code null} or empty. */
    public static <T extends Collection<?>> T isNotEmpty(T collection, String name) {
        nonNull(collection, name);
        if (collection.isEmpty()) {
            throw new IllegalArgumentException(String.format("`%s` must not be empty", name));
        }
        return collection;
    }

    /** Returns {@code array}, or throws {@link IllegalArgumentException} naming {@code name} if it is {@code null} or empty. */
    public static <T> T[] isNotEmpty(T[] array, String name) {
        nonNull(array, name);
        if (array.length == 0) {
            throw new IllegalArgumentException(String.format("`%s` must not be empty", name));
        }
        return array;
    }

    /** Throws {@link IllegalArgumentException} naming {@code name} unless {@code array} has {@code expected} elements. */
    public static void size(Object[] array, int expected, String name) {
        nonNull(array, name);
        if (array.length != expected) {
            throw new IllegalArgumentException(
                    String.format("`%s` must contain exactly %d elements, it has %d", name, expected, array.length));
        }
    }

    /** Throws {@link IllegalArgumentException} naming {@code name} if {@code value} is below {@code min}. */
    public static void atLeast(long value, long min, String name) {
        if (value < min) {
            throw new IllegalArgumentException(String.format("`%s` must be at least %d, it was %d", name, min, value));
        }
    }
}
