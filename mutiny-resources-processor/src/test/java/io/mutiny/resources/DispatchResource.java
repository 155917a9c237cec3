package io.mutiny.resources;

import io.mutiny.Multi;
import io.mutiny.Uni;
import io.vertx.core.Context;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;

/** One method per return type of seed 002's dispatch table, each telling the thread it ran on. */
@Path("dispatch")
public class DispatchResource {

    final AtomicInteger deletes = new AtomicInteger();

    private static String thread() {
        return Context.isOnEventLoopThread() ? "event-loop" : "worker";
    }

    @GET
    @Path("value")
    public String value() {
        return thread();
    }

    @GET
    @Path("value-non-blocking")
    @NonBlocking
    public String valueNonBlocking() {
        return thread();
    }

    @GET
    @Path("uni")
    public Uni<String> uni() {
        return Uni.createFrom().item(thread());
    }

    @GET
    @Path("uni-blocking")
    @Blocking
    public Uni<String> uniBlocking() {
        return Uni.createFrom().item(thread());
    }

    @GET
    @Path("stage")
    public CompletionStage<String> stage() {
        return CompletableFuture.completedFuture(thread());
    }

    @GET
    @Path("people")
    public Uni<List<Person>> people() {
        return Uni.createFrom().item(List.of(new Person("Bob", "Builder"), new Person("Wendy", "Works")));
    }

    @GET
    @Path("ndjson")
    @Produces("application/x-ndjson")
    public Multi<Integer> ndjson() {
        return Multi.createFrom().range(1, 4);
    }

    @GET
    @Path("array")
    public Multi<String> array() {
        return Multi.createFrom().items("a", "b");
    }

    @GET
    @Path("events")
    @Produces("text/event-stream")
    public Multi<String> events() {
        return Multi.createFrom().items("one", "two");
    }

    @DELETE
    @Path("void")
    public void delete() {
        deletes.incrementAndGet();
    }
}
