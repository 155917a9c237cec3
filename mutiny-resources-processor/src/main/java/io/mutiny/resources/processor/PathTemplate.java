package io.mutiny.resources.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A Jakarta REST path template ({@code /resource/{name}}) translated to a Vert.x path ({@code /resource/:name}), with
 * what the JAX-RS precedence rules sort by (literal characters, then template variables).
 *
 * @param template the joined template, with a leading slash and no trailing one
 * @param vertxPath the same path in Vert.x syntax
 * @param variables the template variables, in order
 * @param literalCharacters the number of characters outside the variables
 * @param shape the template with every variable replaced by {@code {}}, equal for two templates matching the same
 *     requests
 */
record PathTemplate(String template, String vertxPath, List<String> variables, int literalCharacters, String shape) {

    /** What a Vert.x path parameter name may be. */
    private static final Pattern VERTX_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

    /** Thrown with a message for the compiler when a template cannot be translated. */
    static final class InvalidTemplateException extends Exception {
        private static final long serialVersionUID = 1L;

        InvalidTemplateException(String message) {
            super(message);
        }
    }

    /** The template of a method ({@code methodPath} may be {@code null}) of a class whose {@code @Path} is given. */
    static PathTemplate join(String classPath, String methodPath) throws InvalidTemplateException {
        String joined = "/" + trimSlashes(classPath) + "/" + trimSlashes(methodPath);
        String template = joined.replaceAll("/{2,}", "/");
        if (template.length() > 1 && template.endsWith("/")) {
            template = template.substring(0, template.length() - 1);
        }
        return parse(template);
    }

    private static PathTemplate parse(String template) throws InvalidTemplateException {
        StringBuilder vertx = new StringBuilder(template.length());
        StringBuilder shape = new StringBuilder(template.length());
        List<String> variables = new ArrayList<>();
        int literals = 0;
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (c == '{') {
                int end = template.indexOf('}', i);
                if (end < 0) {
                    throw new InvalidTemplateException("unclosed '{' in path template " + template);
                }
                String name = template.substring(i + 1, end).trim();
                if (name.contains(":")) {
                    throw new InvalidTemplateException(
                            "regular expressions in path templates are not supported yet: " + template);
                }
                if (!VERTX_NAME.matcher(name).matches()) {
                    throw new InvalidTemplateException("path template variable '" + name
                            + "' must be a letter followed by letters, digits or '_' (a Vert.x path parameter name)");
                }
                if (variables.contains(name)) {
                    throw new InvalidTemplateException(
                            "path template variable '" + name + "' appears twice in " + template);
                }
                variables.add(name);
                vertx.append(':').append(name);
                shape.append("{}");
                i = end + 1;
            } else {
                if (c == ':' || c == '*' || c == '}') {
                    throw new InvalidTemplateException(
                            "character '" + c + "' is not supported in the literal part of path " + template);
                }
                vertx.append(c);
                shape.append(c);
                literals++;
                i++;
            }
        }
        return new PathTemplate(template, vertx.toString(), List.copyOf(variables), literals, shape.toString());
    }

    private static String trimSlashes(String path) {
        if (path == null) {
            return "";
        }
        String trimmed = path.trim();
        int start = 0;
        int end = trimmed.length();
        while (start < end && trimmed.charAt(start) == '/') {
            start++;
        }
        while (end > start && trimmed.charAt(end - 1) == '/') {
            end--;
        }
        return trimmed.substring(start, end);
    }
}
