package io.mutiny.groups;

/** Entry point of {@code Uni.combine()}: combine all items ({@link #all()}) or race the sources ({@link #any()}). */
public class UniCombine {

    /** The shared, stateless instance returned by {@code Uni.combine()}. */
    public static final UniCombine INSTANCE = new UniCombine();

    private UniCombine() {
        // use INSTANCE
    }

    /** Races several {@code Uni}s: the first outcome wins. */
    public UniAny any() {
        return UniAny.INSTANCE;
    }

    /** Combines the items of several {@code Uni}s once all of them emitted. Returns a new builder each time. */
    public UniZip all() {
        return new UniZip();
    }
}
