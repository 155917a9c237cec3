package io.mutiny.examples;

/** The example server. Until mutiny-http lands it only says so; the README command already runs it. */
public final class ExampleServer {

    private ExampleServer() {}

    public static void main(String[] args) {
        System.out.println("The Mutiny example server is not built yet (see the open issues); nothing to serve.");
    }
}
