package io.mutiny.resources;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a resource method on the request's event loop, whatever it returns: a method returning a plain value (or
 * {@code void}) is then called on the event loop instead of a worker, so it must not block. On a class, the default
 * of its methods.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface NonBlocking {}
