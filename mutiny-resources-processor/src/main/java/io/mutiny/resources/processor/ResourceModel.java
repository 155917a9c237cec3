package io.mutiny.resources.processor;

import java.util.List;

/**
 * What the binder of one resource class registers.
 *
 * @param rootRoutes the routes under the class's {@code @Path}, in registration order; {@code null} when the class is
 *     not a root resource
 * @param subResourceRoutes the routes relative to a locator that returns the class, in registration order
 * @param instantiable whether the binder can call a no-argument constructor (for locators returning the class)
 */
record ResourceModel(List<RouteModel> rootRoutes, List<RouteModel> subResourceRoutes, boolean instantiable) {}
