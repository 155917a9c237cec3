package io.mutiny.converters.multi;

/**
 * Converters between {@code Multi} and the RxJava 3 types: pass them to
 * {@code Multi.createFrom().converter(converter, instance)} or {@code multi.convert().with(converter)}.
 */
public class MultiRx3Converters {

    private MultiRx3Converters() {}

    /** From a {@code Completable}: a {@code Multi<Void>} that completes (no item) or fails with it. */
    public static FromCompletable fromCompletable() {
        return FromCompletable.INSTANCE;
    }

    /** From a {@code Single}: a {@code Multi} of its item, or failing. */
    @SuppressWarnings("unchecked")
    public static <T> FromSingle<T> fromSingle() {
        return FromSingle.INSTANCE;
    }

    /** From a {@code Maybe}: a {@code Multi} of zero or one item, or failing. */
    @SuppressWarnings("unchecked")
    public static <T> FromMaybe<T> fromMaybe() {
        return FromMaybe.INSTANCE;
    }

    /** From a {@code Flowable}: the same items, with the requests and the cancellation passed to the flowable. */
    @SuppressWarnings("unchecked")
    public static <T> FromFlowable<T> fromFlowable() {
        return FromFlowable.INSTANCE;
    }

    /** From an {@code Observable}: its items, buffered until requested (an observable ignores back pressure). */
    @SuppressWarnings("unchecked")
    public static <T> FromObservable<T> fromObservable() {
        return FromObservable.INSTANCE;
    }

    /** To a {@code Single<Optional<T>>} of the first item; see {@link ToSingle#onEmptyThrow}. */
    @SuppressWarnings("unchecked")
    public static <T> ToSingle<T> toSingle() {
        return ToSingle.INSTANCE;
    }

    /** To a {@code Completable}: the items are dropped; completes or fails with the {@code Multi}. */
    @SuppressWarnings("unchecked")
    public static <T> ToCompletable<T> toCompletable() {
        return ToCompletable.INSTANCE;
    }

    /** To a {@code Maybe} of the first item (the {@code Multi} is then cancelled), empty if there is none. */
    @SuppressWarnings("unchecked")
    public static <T> ToMaybe<T> toMaybe() {
        return ToMaybe.INSTANCE;
    }

    /** To a {@code Flowable}: the same items, with the requests and the cancellation passed to the {@code Multi}. */
    @SuppressWarnings("unchecked")
    public static <T> ToFlowable<T> toFlowable() {
        return ToFlowable.INSTANCE;
    }

    /** To an {@code Observable}: the items, requested without bound. */
    @SuppressWarnings("unchecked")
    public static <T> ToObservable<T> toObservable() {
        return ToObservable.INSTANCE;
    }
}
