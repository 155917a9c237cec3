package io.mutiny.examples.server;

import java.util.List;

/** The guest list of seed 003, decoded from and encoded back to JSON. */
public record GuestList(String guestListName, String eventName, Venue venue, List<Guest> guests) {

    /** Where the event takes place. */
    public record Venue(String name, String address) {}

    /** One guest. */
    public record Guest(String firstName, String lastName, String profession, int age) {}
}
