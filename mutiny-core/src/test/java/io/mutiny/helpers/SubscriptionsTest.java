package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Context;
import io.mutiny.helpers.test.AssertSubscriber;
import java.util.concurrent.Flow;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import org.junit.jupiter.api.Test;

class SubscriptionsTest {

    static final class Holder {
        static final AtomicReferenceFieldUpdater<Holder, Flow.Subscription> SLOT =
                AtomicReferenceFieldUpdater.newUpdater(Holder.class, Flow.Subscription.class, "slot");
        volatile Flow.Subscription slot;
    }

    static final class CountingSubscription implements Flow.Subscription {
        final AtomicInteger cancellations = new AtomicInteger();

        @Override
        public void request(long n) {}

        @Override
        public void cancel() {
            cancellations.incrementAndGet();
        }
    }

    @Test
    void setIfEmptyWithAFieldUpdaterKeepsTheFirstAndCancelsADuplicate() {
        Holder holder = new Holder();
        CountingSubscription first = new CountingSubscription();
        CountingSubscription duplicate = new CountingSubscription();
        assertThat(Subscriptions.setIfEmpty(Holder.SLOT, holder, first)).isTrue();
        assertThat(Subscriptions.setIfEmpty(Holder.SLOT, holder, duplicate)).isFalse();
        assertThat(holder.slot).isSameAs(first);
        assertThat(first.cancellations).hasValue(0);
        assertThat(duplicate.cancellations).hasValue(1);
    }

    @Test
    void setIfEmptyWithAnAtomicReferenceKeepsTheFirstAndCancelsADuplicate() {
        AtomicReference<Flow.Subscription> slot = new AtomicReference<>();
        CountingSubscription first = new CountingSubscription();
        CountingSubscription duplicate = new CountingSubscription();
        assertThat(Subscriptions.setIfEmpty(slot, first)).isTrue();
        assertThat(Subscriptions.setIfEmpty(slot, duplicate)).isFalse();
        assertThat(slot.get()).isSameAs(first);
        assertThat(first.cancellations).hasValue(0);
        assertThat(duplicate.cancellations).hasValue(1);
    }

    @Test
    void bothSetIfEmptyVariantsCancelASubscriptionArrivingAfterTheCancellation() {
        Holder holder = new Holder();
        AtomicReference<Flow.Subscription> slot = new AtomicReference<>();
        Subscriptions.cancel(Holder.SLOT, holder);
        Subscriptions.cancel(slot);
        CountingSubscription late = new CountingSubscription();
        CountingSubscription alsoLate = new CountingSubscription();
        assertThat(Subscriptions.setIfEmpty(Holder.SLOT, holder, late)).isFalse();
        assertThat(Subscriptions.setIfEmpty(slot, alsoLate)).isFalse();
        assertThat(late.cancellations).hasValue(1);
        assertThat(alsoLate.cancellations).hasValue(1);
    }

    @Test
    void contextOfForwardsTheContextOfAContextSupportAndIsEmptyOtherwise() {
        Context context = Context.of("key", "value");
        AssertSubscriber<Object> withContext = new AssertSubscriber<>(context, 0, false);
        assertThat(Subscriptions.contextOf(withContext)).isSameAs(context);
        Flow.Subscriber<Object> plain = new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {}

            @Override
            public void onNext(Object item) {}

            @Override
            public void onError(Throwable throwable) {}

            @Override
            public void onComplete() {}
        };
        assertThat(Subscriptions.contextOf(plain).isEmpty()).isTrue();
        assertThat(Subscriptions.contextOf(null).isEmpty()).isTrue();
    }
}
