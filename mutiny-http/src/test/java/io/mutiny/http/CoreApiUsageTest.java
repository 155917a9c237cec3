package io.mutiny.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.mutiny.Multi;
import io.mutiny.operators.AbstractMulti;
import io.mutiny.operators.AbstractUni;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The adapter is written against io.mutiny's exported API only, as any third-party adapter would be (issue #16): it
 * names no class of a package that {@code io.mutiny.core} does not export, and extends no operator base class.
 */
class CoreApiUsageTest {

    private static final Pattern CORE_CLASS_NAME = Pattern.compile("io/mutiny/([A-Za-z0-9_$/]+)/[A-Za-z0-9_$]+");

    @Test
    void referencesOnlyPackagesThatTheCoreModuleExports() throws Exception {
        Set<String> exported = exportedPackages();
        Set<String> referenced = new TreeSet<>();
        try (Stream<Path> classFiles = classFiles()) {
            for (Path classFile : (Iterable<Path>) classFiles::iterator) {
                // class names referenced by a class file are UTF-8 constants of its constant pool
                Matcher names =
                        CORE_CLASS_NAME.matcher(new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1));
                while (names.find()) {
                    referenced.add(("io/mutiny/" + names.group(1)).replace('/', '.'));
                }
            }
        }
        referenced.remove("io.mutiny.http");
        assertThat(referenced).isNotEmpty().isSubsetOf(exported);
    }

    @Test
    void extendsNoOperatorBaseClass() throws Exception {
        try (Stream<Path> classFiles = classFiles()) {
            Path root = httpClasses();
            for (Path classFile : (Iterable<Path>) classFiles::iterator) {
                String name =
                        root.relativize(classFile).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> type = Class.forName(name, false, getClass().getClassLoader());
                assertThat(AbstractMulti.class.isAssignableFrom(type)).as(name).isFalse();
                assertThat(AbstractUni.class.isAssignableFrom(type)).as(name).isFalse();
            }
        }
    }

    private static Set<String> exportedPackages() throws IOException, URISyntaxException {
        Path core = Path.of(
                Multi.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isDirectory(core)) {
            return exports(core.resolve("module-info.class"));
        }
        try (FileSystem jar = FileSystems.newFileSystem(core)) {
            return exports(jar.getPath("module-info.class"));
        }
    }

    private static Set<String> exports(Path moduleInfo) throws IOException {
        try (InputStream in = Files.newInputStream(moduleInfo)) {
            return ModuleDescriptor.read(in).exports().stream()
                    .filter(export -> !export.isQualified())
                    .map(ModuleDescriptor.Exports::source)
                    .collect(Collectors.toSet());
        }
    }

    private static Path httpClasses() throws URISyntaxException {
        return Path.of(MutinyRoutes.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    }

    private static Stream<Path> classFiles() throws IOException, URISyntaxException {
        return Files.walk(httpClasses()).filter(path -> path.toString().endsWith(".class"));
    }
}
