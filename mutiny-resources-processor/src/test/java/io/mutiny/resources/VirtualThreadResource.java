package io.mutiny.resources;

import io.mutiny.Uni;
import io.mutiny.http.HttpStatusException;
import jakarta.validation.constraints.Min;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.concurrent.atomic.AtomicReference;

/** Blocking methods run on virtual threads where the JDK has them: each answers the thread it ran on. */
@Path("virtual")
public class VirtualThreadResource {

    final AtomicReference<String> lastPut = new AtomicReference<>();

    @GET
    @RunOnVirtualThread
    public String thread() {
        return Thread.currentThread().toString();
    }

    @PUT
    @RunOnVirtualThread
    public void put(String text) {
        lastPut.set(text + " on " + Thread.currentThread());
    }

    @GET
    @Path("conflict")
    @RunOnVirtualThread
    public String conflict() {
        throw new HttpStatusException(409, "taken on " + Thread.currentThread());
    }

    @GET
    @Path("at-least-two/{n}")
    @RunOnVirtualThread
    public String atLeastTwo(@PathParam("n") @Min(2) int n) {
        return n + " on " + Thread.currentThread();
    }

    /** The class's {@code @RunOnVirtualThread} applies to its blocking methods only. */
    @Path("class")
    @RunOnVirtualThread
    public static class Defaults {

        @GET
        public String thread() {
            return Thread.currentThread().toString();
        }

        @GET
        @Path("uni")
        public Uni<String> uni() {
            return Uni.createFrom().item(() -> Thread.currentThread().toString());
        }

        @GET
        @Path("worker")
        @Blocking
        public String worker() {
            return Thread.currentThread().toString();
        }
    }
}
