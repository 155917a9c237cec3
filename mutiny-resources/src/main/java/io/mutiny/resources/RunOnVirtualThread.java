package io.mutiny.resources;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a blocking resource method (one returning a plain value or {@code void}) on a new virtual thread instead of a
 * Vert.x worker thread, where the JDK has virtual threads (Java 21 and later, detected at run time). On an older JDK
 * the method runs on the Vert.x worker pool, and {@link VirtualThreads} logs why once. On a class, the default of its
 * methods. The response is always written on the event loop. The name is SmallRye's and Quarkus's.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface RunOnVirtualThread {}
