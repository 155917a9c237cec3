package io.mutiny.groups;

import io.mutiny.infrastructure.Infrastructure;

/** The entry point of the operations that create a {@code Multi} from other streams or from repeated actions. */
public class MultiCreateBy {

    /** The shared instance, reached through {@code Multi.createBy()}. */
    public static final MultiCreateBy INSTANCE = new MultiCreateBy();

    private MultiCreateBy() {
        // use INSTANCE
    }

    /** Concatenates streams, one after the other; see {@link MultiConcat}. */
    public MultiConcat concatenating() {
        return new MultiConcat(false);
    }

    /**
     * Merges streams; see {@link MultiMerge}. By default up to {@link Infrastructure#getBufferSizeS()} streams are
     * subscribed at a time and each is asked for {@link Infrastructure#getBufferSizeXs()} items ahead.
     */
    public MultiMerge merging() {
        return new MultiMerge(false, Infrastructure.getBufferSizeXs(), Infrastructure.getBufferSizeS());
    }

    /** Combines the items of several streams (zip or latest items); see {@link MultiItemCombination}. */
    public MultiItemCombination combining() {
        return new MultiItemCombination();
    }

    /** Builds a stream by repeating an action (a {@code Uni}, a supplier...); see {@link MultiRepetition}. */
    public MultiRepetition repeating() {
        return new MultiRepetition();
    }

    /** Builds streams that replay the items of an upstream to late subscribers; see {@link MultiReplay}. */
    public MultiReplay replaying() {
        return new MultiReplay();
    }
}
