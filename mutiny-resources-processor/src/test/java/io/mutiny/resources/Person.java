package io.mutiny.resources;

/** Seed 000's payload, a bean: {@code {"first":"Bob","last":"Builder"}}. */
public class Person {
    private String first;
    private String last;

    public Person() {}

    public Person(String first, String last) {
        this.first = first;
        this.last = last;
    }

    public String getFirst() {
        return this.first;
    }

    public void setFirst(String first) {
        this.first = first;
    }

    public String getLast() {
        return this.last;
    }

    public void setLast(String last) {
        this.last = last;
    }
}
