package io.mutiny;

public class TimeoutException extends java.lang.RuntimeException {
    public TimeoutException() {}
}
