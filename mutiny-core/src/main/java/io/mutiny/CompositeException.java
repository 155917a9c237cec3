package io.mutiny;

import io.mutiny.helpers.ParameterValidation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A failure made of several failures, collected for example by {@code Uni.combine().all().unis(..)
 * .collectFailures()}. The first failure is the {@linkplain #getCause() cause}; the others are attached as
 * {@linkplain #getSuppressed() suppressed} exceptions so that stack-trace printers show them all.
 */
public class CompositeException extends RuntimeException {

    private final List<Throwable> causes;

    /**
     * Creates a composite of {@code causes}, in order.
     *
     * @throws IllegalArgumentException if the list is {@code null}, empty or contains {@code null}
     */
    public CompositeException(List<Throwable> causes) {
        this(copyOf(causes, "causes"));
    }

    /**
     * Creates a composite of {@code causes}, in order.
     *
     * @throws IllegalArgumentException if the array is {@code null}, empty or contains {@code null}
     */
    public CompositeException(Throwable... causes) {
        this(copyOf(causes == null ? null : Arrays.asList(causes), "causes"));
    }

    /**
     * Creates a composite holding the causes of {@code composite} followed by {@code failure}.
     *
     * @throws IllegalArgumentException if either argument is {@code null}
     */
    public CompositeException(CompositeException composite, Throwable failure) {
        this(appended(composite, failure));
    }

    private CompositeException(ArrayList<Throwable> validatedCauses) {
        super(validatedCauses.get(0));
        this.causes = Collections.unmodifiableList(validatedCauses);
        for (int index = 1; index < validatedCauses.size(); index++) {
            addSuppressed(validatedCauses.get(index));
        }
    }

    private static ArrayList<Throwable> copyOf(List<Throwable> causes, String name) {
        ParameterValidation.isNotEmpty(causes, name);
        ParameterValidation.doesNotContainNull(causes, name);
        return new ArrayList<>(causes);
    }

    private static ArrayList<Throwable> appended(CompositeException composite, Throwable failure) {
        ParameterValidation.nonNull(composite, "composite");
        ParameterValidation.nonNull(failure, "failure");
        ArrayList<Throwable> all = new ArrayList<>(composite.causes);
        all.add(failure);
        return all;
    }

    /** Describes every cause, one per line, numbered from 0. */
    @Override
    public String getMessage() {
        StringBuilder message = new StringBuilder("Multiple failures:");
        for (int index = 0; index < causes.size(); index++) {
            message.append("\n\t[").append(index).append("] ").append(causes.get(index));
        }
        return message.toString();
    }

    /** Returns the causes, in the order they were collected, as an unmodifiable list. */
    public List<Throwable> getCauses() {
        return causes;
    }
}
