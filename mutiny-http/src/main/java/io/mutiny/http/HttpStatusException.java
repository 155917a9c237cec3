package io.mutiny.http;

import io.mutiny.helpers.ParameterValidation;

/**
 * A failure that carries the HTTP status to answer with. Throw it (or a subclass of your own) from a handler, or
 * emit it as a {@code Uni}/{@code Multi} failure: the response gets that status and a JSON body whose
 * {@code message} is this exception's message. Nothing is logged: it is an expected outcome, not a server error.
 */
public class HttpStatusException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int status;

    /**
     * @param status the HTTP status, between 400 and 599
     * @param message what the client did wrong or why the server cannot answer, sent in the body
     */
    public HttpStatusException(int status, String message) {
        this(status, message, null);
    }

    /**
     * @param status the HTTP status, between 400 and 599
     * @param message what the client did wrong or why the server cannot answer, sent in the body
     * @param cause the underlying failure, kept for the server side only
     */
    public HttpStatusException(int status, String message, Throwable cause) {
        super(ParameterValidation.nonNull(message, "message"), cause);
        if (status < 400 || status > 599) {
            throw new IllegalArgumentException("`status` must be between 400 and 599, got " + status);
        }
        this.status = status;
    }

    /** The HTTP status of the response. */
    public int status() {
        return status;
    }
}
