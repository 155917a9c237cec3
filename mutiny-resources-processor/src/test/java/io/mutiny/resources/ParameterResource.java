package io.mutiny.resources;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/** Parameters of every kind and converter the processor chooses. */
@Path("params")
public class ParameterResource {

    public enum Color {
        RED,
        GREEN
    }

    /** Converted with its static {@code fromString}. */
    public static final class Isbn {
        private final String value;

        private Isbn(String value) {
            this.value = value;
        }

        public static Isbn fromString(String value) {
            if (!value.matches("\\d{3}-\\d{10}")) {
                throw new IllegalArgumentException("not an ISBN-13");
            }
            return new Isbn(value);
        }

        @Override
        public String toString() {
            return value;
        }
    }

    /** Converted with its public constructor. */
    public static final class Slug {
        private final String value;

        public Slug(String value) {
            this.value = value.toLowerCase(java.util.Locale.ROOT);
        }

        @Override
        public String toString() {
            return value;
        }
    }

    /** Declared before {@link #literal()}, which JAX-RS precedence still matches first for {@code /params/literal}. */
    @GET
    @Path("{word}")
    public String word(@PathParam("word") String word) {
        return "template " + word;
    }

    @GET
    @Path("literal")
    public String literal() {
        return "literal";
    }

    @GET
    @Path("{id}/{color}")
    public String path(@PathParam("id") int id, @PathParam("color") Color color) {
        return id + " " + color;
    }

    @GET
    @Path("query")
    public String query(
            @QueryParam("page") int page,
            @QueryParam("size") @DefaultValue("20") Integer size,
            @QueryParam("q") String q,
            @QueryParam("exact") boolean exact,
            @QueryParam("initial") Character initial,
            @QueryParam("slug") Slug slug) {
        return page + " " + size + " " + q + " " + exact + " " + initial + " " + slug;
    }

    @GET
    @Path("header")
    public String header(@HeaderParam("X-Isbn") Isbn isbn, @HeaderParam("X-Count") Long count) {
        return isbn + " " + count;
    }

    @POST
    @Path("repeat/{times}")
    @Consumes(MediaType.TEXT_PLAIN)
    public String repeat(@PathParam("times") int times, String text) {
        return text.repeat(times);
    }
}
