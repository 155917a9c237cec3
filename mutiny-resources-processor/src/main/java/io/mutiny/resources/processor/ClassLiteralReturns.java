package io.mutiny.resources.processor;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads, from the source being compiled, the class a method always returns when its whole body is
 * {@code return Name.class;}: a sub-resource locator written so is resolved at build time. Method bodies are not yet
 * attributed while annotations are processed, so the name is resolved here, by the scopes of the Java language in
 * their order (member types of the enclosing classes and their supertypes, single-type imports, the package,
 * on-demand imports and {@code java.lang}); any doubt (an ambiguous on-demand import, a compiler without the
 * {@code com.sun.source} trees) answers {@code null}, which keeps the locator resolved at run time.
 */
final class ClassLiteralReturns {

    private final Trees trees;
    private final Elements elements;

    ClassLiteralReturns(ProcessingEnvironment environment) {
        this.trees = treesOf(environment);
        this.elements = environment.getElementUtils();
    }

    private static Trees treesOf(ProcessingEnvironment environment) {
        try {
            return Trees.instance(environment);
        } catch (IllegalArgumentException | LinkageError notJavac) {
            return null; // another compiler, or javac wrapped by a build tool: locators stay resolved at run time
        }
    }

    /** The class {@code method} always returns, when its body is only {@code return Name.class;}; else {@code null}. */
    TypeElement returnedClass(ExecutableElement method) {
        if (trees == null) {
            return null;
        }
        TreePath path = trees.getPath(method);
        if (path == null || !(path.getLeaf() instanceof MethodTree tree)) {
            return null; // compiled earlier, from a class file: no body to read
        }
        BlockTree body = tree.getBody();
        if (body == null
                || body.getStatements().size() != 1
                || !(body.getStatements().get(0) instanceof ReturnTree statement)
                || !(statement.getExpression() instanceof MemberSelectTree literal)
                || !literal.getIdentifier().contentEquals("class")) {
            return null;
        }
        List<String> names = new ArrayList<>();
        if (!qualifiedName(literal.getExpression(), names)) {
            return null;
        }
        TypeElement type = resolveFirst(names.get(0), (TypeElement) method.getEnclosingElement(), path);
        for (int i = 1; type == null && i < names.size(); i++) {
            // a package-qualified name: demo.Item, then its member types
            type = elements.getTypeElement(String.join(".", names.subList(0, i + 1)));
            if (type != null) {
                names = names.subList(i, names.size());
            }
        }
        for (int i = 1; type != null && i < names.size(); i++) {
            type = memberType(type, names.get(i));
        }
        return type;
    }

    /** Appends the identifiers of {@code a.b.C} to {@code names}; {@code false} for anything else. */
    private static boolean qualifiedName(ExpressionTree expression, List<String> names) {
        if (expression instanceof IdentifierTree identifier) {
            names.add(identifier.getName().toString());
            return true;
        }
        if (expression instanceof MemberSelectTree select && qualifiedName(select.getExpression(), names)) {
            names.add(select.getIdentifier().toString());
            return true;
        }
        return false;
    }

    /** The type a simple name denotes in the body of a method of {@code enclosing}, or {@code null}. */
    private TypeElement resolveFirst(String name, TypeElement enclosing, TreePath path) {
        for (Element scope = enclosing; scope instanceof TypeElement type; scope = scope.getEnclosingElement()) {
            if (type.getSimpleName().contentEquals(name)) {
                return type;
            }
            TypeElement member = memberType(type, name);
            if (member != null) {
                return member;
            }
        }
        CompilationUnitTree unit = path.getCompilationUnit();
        List<String> onDemand = new ArrayList<>();
        for (ImportTree importTree : unit.getImports()) {
            if (importTree.isStatic()) {
                continue;
            }
            String imported = importTree.getQualifiedIdentifier().toString();
            if (imported.endsWith(".*")) {
                onDemand.add(imported.substring(0, imported.length() - 1) + name);
            } else if (imported.endsWith("." + name)) {
                return elements.getTypeElement(imported);
            }
        }
        String packageName = unit.getPackageName() == null ? "" : unit.getPackageName() + ".";
        TypeElement samePackage = elements.getTypeElement(packageName + name);
        if (samePackage != null) {
            return samePackage;
        }
        onDemand.add("java.lang." + name);
        TypeElement found = null;
        for (String candidate : onDemand) {
            TypeElement type = elements.getTypeElement(candidate);
            if (type != null) {
                if (found != null && !found.equals(type)) {
                    return null; // ambiguous: javac reports it
                }
                found = type;
            }
        }
        return found;
    }

    /** The member type {@code name} of {@code type}, declared or inherited, or {@code null}. */
    private TypeElement memberType(TypeElement type, String name) {
        for (Element member : elements.getAllMembers(type)) {
            if (member instanceof TypeElement memberType
                    && member.getSimpleName().contentEquals(name)) {
                return memberType;
            }
        }
        return null;
    }
}
