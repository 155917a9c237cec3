package io.mutiny.resources;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * {@link RunOnVirtualThread} on a real server: on Java 21 and later the method runs on a virtual thread, before on a
 * Vert.x worker thread; never on the event loop. Run the class on both JDKs (surefire's {@code -Djvm=}).
 */
class VirtualThreadsTest extends ResourceServerTestBase {

    private static final boolean JDK_HAS_VIRTUAL_THREADS = Runtime.version().feature() >= 21;
    private static final String EXPECTED_THREAD = JDK_HAS_VIRTUAL_THREADS ? "VirtualThread[" : "vert.x-worker-thread";

    private final VirtualThreadResource resource = new VirtualThreadResource();

    @Override
    Object[] resources() {
        return new Object[] {resource, new VirtualThreadResource.Defaults()};
    }

    @Test
    void availabilityIsDetectedAtRunTime() {
        assertThat(VirtualThreads.available()).isEqualTo(JDK_HAS_VIRTUAL_THREADS);
    }

    @Test
    void runOnVirtualThreadCallsTheMethodOnAVirtualThread() throws Exception {
        HttpResponse<String> response = get("/virtual");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains(EXPECTED_THREAD).doesNotContain("eventloop");
    }

    @Test
    void voidMethodAnswers204() throws Exception {
        HttpResponse<String> response = send("PUT", "/virtual", "text/plain", "abc");
        assertThat(response.statusCode()).isEqualTo(204);
        // the response follows the method's return
        assertThat(resource.lastPut.get()).startsWith("abc on ").contains(EXPECTED_THREAD);
    }

    @Test
    void failureOfTheMethodAnswersItsStatus() throws Exception {
        HttpResponse<String> response = get("/virtual/conflict");
        assertThat(response.statusCode()).isEqualTo(409);
        assertThat(response.body()).contains(EXPECTED_THREAD);
    }

    @Test
    void constraintsAreCheckedBeforeTheMethodRuns() throws Exception {
        assertThat(get("/virtual/at-least-two/1").statusCode()).isEqualTo(400);
        HttpResponse<String> response = get("/virtual/at-least-two/2");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).startsWith("2 on ").contains(EXPECTED_THREAD);
    }

    @Test
    void classAnnotationAppliesToBlockingMethodsOnly() throws Exception {
        assertThat(get("/class").body()).contains(EXPECTED_THREAD);
        assertThat(get("/class/uni").body()).contains("eventloop");
        assertThat(get("/class/worker").body()).contains("vert.x-worker-thread");
    }
}
