package io.mutiny.http;

import io.vertx.ext.web.RoutingContext;
import java.util.Locale;

/**
 * The checks of {@code Content-Type} (415) and {@code Accept} (406) for the routes of this adapter, done by the
 * route itself so that the answer names the route's media types. One route serves one method and path.
 */
final class ContentNegotiation {

    private ContentNegotiation() {}

    /**
     * Checks the request against what the route consumes and produces; on a mismatch answers 415 or 406 and returns
     * {@code false}.
     */
    static boolean check(RoutingContext rc, String consumes, String produces) {
        String contentType = rc.request().getHeader("Content-Type");
        if (consumes != null && !isCompatible(contentType, consumes)) {
            ErrorResponses.send(rc, 415, "Content-Type " + contentType + " is not supported; use " + consumes);
            return false;
        }
        String accept = rc.request().getHeader("Accept");
        if (produces != null && !accepts(accept, produces)) {
            ErrorResponses.send(
                    rc,
                    406,
                    "None of the media types in Accept (" + accept + ") is produced; this route produces "
                            + mediaType(produces));
            return false;
        }
        return true;
    }

    /** Whether the request's {@code contentType} is {@code expected}, or a {@code +json} type for JSON. */
    static boolean isCompatible(String contentType, String expected) {
        if (contentType == null) {
            return false;
        }
        String mediaType = mediaType(contentType);
        return mediaType.equals(expected)
                || (expected.equals("application/json")
                        && mediaType.startsWith("application/")
                        && mediaType.endsWith("+json"));
    }

    /** Whether an {@code Accept} header admits {@code produced} (a missing header admits everything). */
    static boolean accepts(String accept, String produced) {
        if (accept == null || accept.isBlank()) {
            return true;
        }
        String producedType = mediaType(produced);
        int slash = producedType.indexOf('/');
        String family = producedType.substring(0, slash);
        for (String range : accept.split(",")) {
            if (isRefused(range)) {
                continue;
            }
            String mediaRange = mediaType(range);
            if (mediaRange.equals("*/*") || mediaRange.equals(producedType) || mediaRange.equals(family + "/*")) {
                return true;
            }
        }
        return false;
    }

    /** {@code text/plain; charset=utf-8} gives {@code text/plain}. */
    static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        String type = semicolon < 0 ? contentType : contentType.substring(0, semicolon);
        return type.trim().toLowerCase(Locale.ROOT);
    }

    /** A media range with {@code q=0} is explicitly not acceptable. */
    private static boolean isRefused(String range) {
        for (String parameter : range.split(";")) {
            String trimmed = parameter.trim();
            if (trimmed.startsWith("q=")) {
                try {
                    return Double.parseDouble(trimmed.substring(2)) == 0.0;
                } catch (NumberFormatException e) {
                    return false;
                }
            }
        }
        return false;
    }
}
