package io.mutiny.resources;

import io.vertx.ext.web.Route;
import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Sub-resource locators declared to return {@code Object} or {@code Class<?>}: resolved per request, at run time. */
@Path("items")
public class LocatorResource {

    @GET
    @Path("special")
    public String special() {
        return "special";
    }

    final AtomicInteger literalCalls = new AtomicInteger();

    /** A literal locator, registered before the {@code {id}} one. */
    @Path("literal")
    public Object literal() {
        literalCalls.incrementAndGet();
        return new WordItem("from the literal locator");
    }

    /** A word, a number, or nothing (404); "raw" returns a class the processor never compiled. */
    @Path("{id}")
    public Object item(@PathParam("id") String id) {
        if (id.equals("none")) {
            return null;
        }
        if (id.equals("raw")) {
            return new StringBuilder(id);
        }
        if (id.equals("nameless")) {
            return NumberItem.class;
        }
        if (id.equals("counted")) {
            return CountedItem.class;
        }
        return Character.isDigit(id.charAt(0)) ? new NumberItem(Integer.parseInt(id)) : new WordItem(id);
    }

    /** A word, not a root resource: served only through {@link LocatorResource#item}. */
    public static class WordItem {

        private final String word;

        WordItem(String word) {
            this.word = word;
        }

        @GET
        public String get() {
            return "word " + word;
        }

        /** Reads the path parameter of the locator's path, which the sub-resource's own path does not declare. */
        @GET
        @Path("id")
        public String id(@PathParam("id") String id) {
            return "id " + id;
        }

        /** The Vert.x routes that served {@link #route}: one while the routes of the class are built once. */
        static final Set<Route> ROUTES = ConcurrentHashMap.newKeySet();

        @GET
        @Path("route")
        public String route(RoutingContext rc) {
            ROUTES.add(rc.currentRoute());
            return word;
        }

        @POST
        @Path("append")
        public String append(@QueryParam("times") int times, String text) {
            return word + text.repeat(times);
        }

        /** A run-time locator inside a sub-resource resolved at run time. */
        @Path("letters/{index}")
        public Object letter(@PathParam("index") int index) {
            return new WordItem(String.valueOf(word.charAt(index)));
        }
    }

    /** A number, without a no-argument constructor: a locator must return an instance, not the class. */
    public static class NumberItem {

        private final int number;

        NumberItem(int number) {
            this.number = number;
        }

        @GET
        public Integer get() {
            return number;
        }

        @GET
        @Path("twice")
        public Integer twice() {
            return number * 2;
        }
    }

    /** Returned as a class: the routes of the class create an instance per request, counted here. */
    public static class CountedItem {

        static final AtomicInteger CREATED = new AtomicInteger();
        /** The Vert.x routes that served {@link #route}: one while the routes of the class are built once. */
        static final Set<Route> ROUTES = ConcurrentHashMap.newKeySet();

        private final int number = CREATED.incrementAndGet();

        public CountedItem() {}

        @GET
        @Path("route")
        public String route(RoutingContext rc) {
            ROUTES.add(rc.currentRoute());
            return "instance " + number;
        }
    }
}
