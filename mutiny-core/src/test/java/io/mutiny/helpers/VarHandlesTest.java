package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.junit.jupiter.api.Test;

class VarHandlesTest {

    @SuppressWarnings("unused") // accessed through the handle
    private volatile int state;

    @Test
    void findsAPrivateFieldThroughTheCallersLookup() {
        VarHandle handle = VarHandles.find(MethodHandles.lookup(), VarHandlesTest.class, "state", int.class);
        assertThat(handle.compareAndSet(this, 0, 2)).isTrue();
        assertThat((int) handle.get(this)).isEqualTo(2);
    }

    @Test
    void aMissingFieldIsAnInitializationError() {
        assertThatThrownBy(() -> VarHandles.find(MethodHandles.lookup(), VarHandlesTest.class, "missing", int.class))
                .isInstanceOf(ExceptionInInitializerError.class)
                .hasCauseInstanceOf(NoSuchFieldException.class);
        assertThatThrownBy(() -> VarHandles.find(MethodHandles.lookup(), VarHandlesTest.class, "state", long.class))
                .isInstanceOf(ExceptionInInitializerError.class);
    }
}
