package io.mutiny.resources;

import io.mutiny.http.MutinyRoutes;

/**
 * The routes of one resource class, generated at build time by {@code mutiny-resources-processor} (as
 * {@code <Resource>_MutinyBinder}, listed in {@code META-INF/services/io.mutiny.resources.ResourceBinder}). Each
 * route calls the resource method directly, with its parameters converted by converters chosen at compile time.
 *
 * @param <R> the resource class
 */
public interface ResourceBinder<R> {

    /** The resource class whose routes {@link #bind} registers. */
    Class<R> resourceType();

    /** Registers every route of the resource class on {@code routes}, each calling {@code resource}. */
    void bind(MutinyRoutes routes, R resource);
}
