package io.mutiny.helpers.test;

public class AssertionHelper {
    public AssertionHelper() {}
}
