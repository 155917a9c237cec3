package io.mutiny.converters.uni;

/**
 * Converters between {@code Uni} and the RxJava 3 types: pass them to
 * {@code Uni.createFrom().converter(converter, instance)} or {@code uni.convert().with(converter)}. A {@code null}
 * item of the {@code Uni} becomes an empty {@code Maybe} / {@code Flowable} / {@code Observable}, an empty
 * {@code Optional} in a {@code Single}, and an empty source becomes a {@code null} item.
 */
public class UniRx3Converters {

    private UniRx3Converters() {}

    /** From a {@code Completable}: a {@code null} item on completion, or its failure. */
    public static FromCompletable fromCompletable() {
        return FromCompletable.INSTANCE;
    }

    /** From a {@code Single}: its item or failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromSingle<T> fromSingle() {
        return FromSingle.INSTANCE;
    }

    /** From a {@code Maybe}: its item, {@code null} when empty, or its failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromMaybe<T> fromMaybe() {
        return FromMaybe.INSTANCE;
    }

    /** From a {@code Flowable}: its first item (then cancelled), {@code null} when empty, or its failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromFlowable<T> fromFlowable() {
        return FromFlowable.INSTANCE;
    }

    /** From an {@code Observable}: its first item (then disposed), {@code null} when empty, or its failure. */
    @SuppressWarnings("unchecked")
    public static <T> FromObservable<T> fromObservable() {
        return FromObservable.INSTANCE;
    }

    /** To a {@code Single<Optional<T>>}; see {@link ToSingle#withDefault(Object)} and {@link ToSingle#failOnNull()}. */
    @SuppressWarnings("unchecked")
    public static <T> ToSingle<T> toSingle() {
        return ToSingle.INSTANCE;
    }

    /** To a {@code Maybe}: the item, empty for a {@code null} item, or the failure. */
    @SuppressWarnings("unchecked")
    public static <T> ToMaybe<T> toMaybe() {
        return ToMaybe.INSTANCE;
    }

    /** To a {@code Flowable} of zero ({@code null} item) or one item, or failing. */
    @SuppressWarnings("unchecked")
    public static <T> ToFlowable<T> toFlowable() {
        return ToFlowable.INSTANCE;
    }

    /** To an {@code Observable} of zero ({@code null} item) or one item, or failing. */
    @SuppressWarnings("unchecked")
    public static <T> ToObservable<T> toObservable() {
        return ToObservable.INSTANCE;
    }

    /** To a {@code Completable}: completes on the item (dropped), or fails. */
    @SuppressWarnings("unchecked")
    public static <T> ToCompletable<T> toCompletable() {
        return ToCompletable.INSTANCE;
    }
}
