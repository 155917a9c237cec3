package io.mutiny.tck;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** What a TCK verification class exercises, in words; {@link TckReport} puts it in {@code docs/tck.md}. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Verifies {
    String value();
}
