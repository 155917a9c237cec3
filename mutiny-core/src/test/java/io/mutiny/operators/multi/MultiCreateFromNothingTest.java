package io.mutiny.operators.multi;

import io.mutiny.Multi;
import io.mutiny.helpers.test.AssertSubscriber;
import org.junit.jupiter.api.Test;

class MultiCreateFromNothingTest {

    @Test
    void neverEmits() {
        Multi.createFrom()
                .nothing()
                .subscribe()
                .withSubscriber(AssertSubscriber.create(Long.MAX_VALUE))
                .assertSubscribed()
                .assertNotTerminated()
                .assertHasNotReceivedAnyItem()
                .cancel()
                .assertNotTerminated();
    }

    @Test
    void invalidRequestFailsOnce() {
        AssertSubscriber<Object> subscriber =
                Multi.createFrom().nothing().subscribe().withSubscriber(AssertSubscriber.create());
        subscriber.request(0).request(-1).assertFailedWith(IllegalArgumentException.class, "got 0");
    }

    @Test
    void invalidRequestAfterCancellationIsIgnored() {
        Multi.createFrom()
                .nothing()
                .subscribe()
                .withSubscriber(AssertSubscriber.create())
                .cancel()
                .request(0)
                .assertNotTerminated();
    }
}
