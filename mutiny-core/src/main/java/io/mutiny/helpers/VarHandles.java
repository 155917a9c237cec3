package io.mutiny.helpers;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Finds the {@link VarHandle} of a field for a class's static initializer. The operators use one where a field
 * updater would check the class of the object or of the stored value at every access, or where they need an access
 * mode an updater lacks (a plain read of a volatile field).
 */
public final class VarHandles {

    private VarHandles() {
        // static helper
    }

    /**
     * The handle of the field {@code name} of type {@code type} declared by {@code owner}.
     *
     * @param lookup the caller's {@code MethodHandles.lookup()}, which may access the field
     * @throws ExceptionInInitializerError if the field does not exist or is not accessible: a programming error,
     *     raised while the owner class initializes
     */
    public static VarHandle find(MethodHandles.Lookup lookup, Class<?> owner, String name, Class<?> type) {
        try {
            return lookup.findVarHandle(owner, name, type);
        } catch (ReflectiveOperationException missing) {
            throw new ExceptionInInitializerError(missing);
        }
    }
}
