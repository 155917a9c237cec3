package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import org.junit.jupiter.api.Test;

class MultiCreateFromEmptyTest {

    @Test
    void completesWithoutRequest() {
        Multi.createFrom()
                .empty()
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .assertSubscribed()
                .assertCompleted()
                .assertHasNotReceivedAnyItem();
    }

    @Test
    void requestsAndCancellationAfterCompletionAreIgnored() {
        Multi.createFrom()
                .empty()
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .request(0)
                .request(5)
                .cancel()
                .assertCompleted();
    }
}
