package io.mutiny;

import io.mutiny.helpers.ParameterValidation;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.function.Supplier;

/**
 * A key/value store attached to a subscriber and visible to every operator of the pipeline it subscribes to
 * (see {@link Uni#withContext} and {@link Multi#withContext}). It is safe to read and write from several threads.
 * Keys and values must not be {@code null}.
 *
 * <p>Most contexts stay empty (every {@code await()} and {@code subscribe().with(..)} creates one), so the map is
 * only created by the first {@link #put}.
 */
public final class Context {

    @SuppressWarnings("rawtypes")
    private static final AtomicReferenceFieldUpdater<Context, Map> ENTRIES =
            AtomicReferenceFieldUpdater.newUpdater(Context.class, Map.class, "entries");

    /** {@code null} until the first {@link #put}. */
    private volatile Map<Object, Object> entries;

    private Context() {}

    /** A new empty context. */
    public static Context empty() {
        return new Context();
    }

    /** A new context with the given keys and values: {@code of("k1", v1, "k2", v2)}. */
    public static Context of(Object... entries) {
        ParameterValidation.nonNull(entries, "entries");
        if (entries.length % 2 != 0) {
            throw new IllegalArgumentException("`entries` must hold key/value pairs, it has an odd number of elements");
        }
        Context context = empty();
        for (int i = 0; i < entries.length; i += 2) {
            context.put(entries[i], entries[i + 1]);
        }
        return context;
    }

    /** A new context holding a copy of {@code entries}. */
    public static Context from(Map<?, ?> entries) {
        ParameterValidation.nonNull(entries, "entries");
        Context context = empty();
        entries.forEach(context::put);
        return context;
    }

    /** Whether this context has an entry for {@code key}. */
    public boolean contains(Object key) {
        Map<Object, Object> current = entries;
        return current != null && current.containsKey(key);
    }

    /** Whether this context has an entry for {@code key}. */
    public boolean contains(String key) {
        return contains((Object) key);
    }

    /**
     * The value for {@code key}.
     *
     * @throws NoSuchElementException if there is none
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Object key) throws NoSuchElementException {
        Object value = valueOf(key);
        if (value == null) {
            throw new NoSuchElementException("The context has no entry for the key " + key);
        }
        return (T) value;
    }

    /** The value for {@code key}; throws {@link NoSuchElementException} if there is none. */
    public <T> T get(String key) throws NoSuchElementException {
        return get((Object) key);
    }

    /** The value for {@code key}, or the one given by {@code alternative} if there is none. */
    @SuppressWarnings("unchecked")
    public <T> T getOrElse(Object key, Supplier<? extends T> alternative) {
        ParameterValidation.nonNull(alternative, "alternative");
        Object value = valueOf(key);
        return value == null ? alternative.get() : (T) value;
    }

    /** The value for {@code key}, or the one given by {@code alternative} if there is none. */
    public <T> T getOrElse(String key, Supplier<? extends T> alternative) {
        return getOrElse((Object) key, alternative);
    }

    /** Stores {@code value} under {@code key} and returns this context. */
    public Context put(Object key, Object value) {
        ParameterValidation.nonNull(key, "key");
        ParameterValidation.nonNull(value, "value");
        Map<Object, Object> current = entries;
        if (current == null) {
            current = new ConcurrentHashMap<>();
            if (!ENTRIES.compareAndSet(this, null, current)) {
                current = entries; // another thread put first
            }
        }
        current.put(key, value);
        return this;
    }

    /** Stores {@code value} under {@code key} and returns this context. */
    public Context put(String key, Object value) {
        return put((Object) key, value);
    }

    /** Removes the entry for {@code key} and returns this context. */
    public Context delete(Object key) {
        ParameterValidation.nonNull(key, "key");
        Map<Object, Object> current = entries;
        if (current != null) {
            current.remove(key);
        }
        return this;
    }

    /** Removes the entry for {@code key} and returns this context. */
    public Context delete(String key) {
        return delete((Object) key);
    }

    /** Whether this context has no entry. */
    public boolean isEmpty() {
        return entries().isEmpty();
    }

    /** A snapshot of the keys. */
    public Set<Object> keys() {
        return Set.copyOf(entries().keySet());
    }

    @Override
    public boolean equals(Object other) {
        return this == other || (other instanceof Context && entries().equals(((Context) other).entries()));
    }

    @Override
    public int hashCode() {
        return Objects.hash(entries());
    }

    @Override
    public String toString() {
        return "Context{" + entries() + '}';
    }

    private Object valueOf(Object key) {
        Map<Object, Object> current = entries;
        return current == null ? null : current.get(key);
    }

    /** The entries, an empty map before the first {@link #put}. */
    private Map<Object, Object> entries() {
        Map<Object, Object> current = entries;
        return current == null ? Map.of() : current;
    }
}
