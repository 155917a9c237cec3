package io.mutiny.resources;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a resource method on a Vert.x worker thread, whatever it returns: a method returning {@code Uni} or
 * {@code Multi} is then called and subscribed on the worker (its route is {@code blocking()}). On a class, the
 * default of its methods. The response is always written on the event loop.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface Blocking {}
