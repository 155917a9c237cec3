package io.mutiny.helpers;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ExceptionsTest {

    @Test
    void throwIfFatalRethrowsVirtualMachineErrorsAndLinkageErrors() {
        OutOfMemoryError outOfMemory = new OutOfMemoryError("heap");
        StackOverflowError stackOverflow = new StackOverflowError();
        NoClassDefFoundError linkage = new NoClassDefFoundError("Missing");

        assertThatThrownBy(() -> Exceptions.throwIfFatal(outOfMemory)).isSameAs(outOfMemory);
        assertThatThrownBy(() -> Exceptions.throwIfFatal(stackOverflow)).isSameAs(stackOverflow);
        assertThatThrownBy(() -> Exceptions.throwIfFatal(linkage)).isSameAs(linkage);
    }

    @Test
    void throwIfFatalReturnsForEveryOtherThrowable() {
        assertThatCode(() -> Exceptions.throwIfFatal(new IllegalStateException()))
                .doesNotThrowAnyException();
        assertThatCode(() -> Exceptions.throwIfFatal(new IOException())).doesNotThrowAnyException();
        assertThatCode(() -> Exceptions.throwIfFatal(new AssertionError())).doesNotThrowAnyException();
    }
}
