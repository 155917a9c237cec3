#!/usr/bin/env python3
"""Reliability figures of the example server (docs/reliability.md): hostile bodies, disconnect storms, slow readers,
connection abuse and failing dependencies. Loopback only, every case bounded in count and time; prints one Markdown
table per case. Python 3 standard library only.

    bench/reliability.py --port 18090 [--scale 0.1] [--case fuzz,storm,slow,abuse,dependency]

--scale multiplies every count (bodies, clients, connections) and the slow-reader duration: 1 gives the figures of
issue #13 (10,000 bodies, 1,000 disconnecting clients, 100 slow readers, 10,000 idle connections).
"""

import argparse
import http.client
import json
import multiprocessing
import random
import selectors
import socket
import statistics
import struct
import sys
import threading
import time

HOST = "127.0.0.1"


def counters(port, gc=False):
    """GET /reliability/counters: the server's subscription counts, heap and RSS."""
    conn = http.client.HTTPConnection(HOST, port, timeout=30)
    conn.request("GET", "/reliability/counters" + ("?gc=true" if gc else ""))
    body = conn.getresponse().read()
    conn.close()
    return json.loads(body)


def settled_heap(port):
    """The heap after two collections (the second one frees what the first made unreachable)."""
    counters(port, gc=True)
    return counters(port, gc=True)


def answers(port, path="/reactive/person", timeout=5):
    """The status of one GET on a fresh connection, or the error's name."""
    try:
        conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        conn.request("GET", path)
        status = conn.getresponse().status
        conn.close()
        return status
    except OSError as error:
        return type(error).__name__


def mib(value):
    return "%.1f MiB" % (value / 1048576.0)


def table(title, header, rows):
    print("\n#### " + title + "\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")
    sys.stdout.flush()


# ---------------------------------------------------------------------------------------------------------- fuzz

# annotated resources (mutiny-resources) and their programmatic twins (mutiny-http routes)
BODY_ROUTES = [
    ("POST", "/reactive/person", "application/json"),
    ("POST", "/programmatic/reactive/person", "application/json"),
    ("POST", "/guests", "application/json"),
    ("POST", "/text", "text/plain"),
    ("PUT", "/text", "text/plain"),
    ("POST", "/text/sub-class", "text/plain"),
    ("POST", "/programmatic/text", "text/plain"),
    ("PUT", "/programmatic/text", "text/plain"),
    ("POST", "/programmatic/text/sub-class", "text/plain"),
]

VALID_PERSON = b'{"first":"Bob","last":"Builder"}'


def fuzzed_body(kind, rng):
    """(body bytes, content type or None for the route's own) of one hostile body of `kind`."""
    if kind == "malformed":
        choices = [b"{", b"}", b'{"first":}', b'{"first" "Bob"}', b"[1,2,,3]", b"nul", b"{'first':'Bob'}",
                   b'{"first":"Bob",}', b"\x00\x01\x02", bytes(rng.getrandbits(8) for _ in range(rng.randint(1, 256)))]
        return rng.choice(choices), None
    if kind == "truncated":
        return VALID_PERSON[: rng.randint(1, len(VALID_PERSON) - 1)], None
    if kind == "deeply-nested":
        depth = rng.choice([1_000, 10_000, 100_000])
        opener, closer = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        return opener * depth + b"1" + closer * depth, None
    if kind == "huge-number":
        digits = rng.choice([400, 2_000, 100_000])
        number = rng.choice([b"1" * digits, b"1e" + b"9" * 12, b"-0." + b"5" * digits, b"1" * digits + b".5e-99999"])
        return b'{"first":' + number + b',"last":"x"}', None
    if kind == "wrong-charset":
        choices = [
            '{"first":"Zoë","last":"Brontë"}'.encode("latin-1"),
            '{"first":"Bob","last":"Builder"}'.encode("utf-16"),
            b'{"first":"\xc3\x28","last":"\xed\xa0\x80"}',
            b'{"first":"\xff\xfe","last":"\xc0\xaf"}',
        ]
        return rng.choice(choices), rng.choice([None, "application/json; charset=iso-8859-1", "text/plain; charset=utf-16"])
    if kind == "wrong-content-type":
        return VALID_PERSON, rng.choice(["text/xml", "application/x-www-form-urlencoded", "multipart/form-data",
                                         "image/png", "application/json-patch+json", "*/*", "garbage"])
    if kind == "oversized":
        return b'{"first":"' + b"a" * (2 * 1024 * 1024) + b'"}', None
    raise ValueError(kind)


FUZZ_KINDS = ["malformed", "truncated", "deeply-nested", "huge-number", "wrong-charset", "wrong-content-type",
              "oversized"]


def fuzz(port, count, threads=4):
    """`count` hostile bodies spread over the body routes; counts each answer status per kind."""
    results = {}
    lock = threading.Lock()
    jobs = list(range(count))
    job_lock = threading.Lock()

    def worker(seed):
        rng = random.Random(seed)
        conn = None
        while True:
            with job_lock:
                if not jobs:
                    break
                index = jobs.pop()
            kind = FUZZ_KINDS[index % len(FUZZ_KINDS)]
            method, path, route_type = BODY_ROUTES[(index // len(FUZZ_KINDS)) % len(BODY_ROUTES)]
            body, content_type = fuzzed_body(kind, rng)
            headers = {"Content-Type": content_type or route_type}
            outcome = None
            for attempt in range(2):
                if conn is None:
                    conn = http.client.HTTPConnection(HOST, port, timeout=30)
                try:
                    conn.request(method, path, body=body, headers=headers)
                    response = conn.getresponse()
                    response.read()
                    outcome = response.status
                    if response.getheader("Connection", "").lower() == "close":
                        conn.close()
                        conn = None
                    break
                except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError) as error:
                    # a keep-alive connection the server closed after its previous answer: retry once on a new one
                    conn.close()
                    conn = None
                    outcome = "reset (" + type(error).__name__ + ")"
                except OSError as error:
                    conn.close()
                    conn = None
                    outcome = type(error).__name__
                    break
            with lock:
                key = (route_type, kind, outcome)
                results[key] = results.get(key, 0) + 1
        if conn is not None:
            conn.close()

    started = time.monotonic()
    workers = [threading.Thread(target=worker, args=(seed,)) for seed in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    elapsed = time.monotonic() - started
    outcomes = sorted({outcome for _, _, outcome in results}, key=str)
    for route_type, routes in [("application/json", "POST /reactive/person, /programmatic/reactive/person, /guests"),
                               ("text/plain", "POST and PUT /text and /programmatic/text, POST their /sub-class")]:
        rows = []
        for kind in FUZZ_KINDS:
            rows.append([kind] + [results.get((route_type, kind, outcome), 0) for outcome in outcomes])
        rows.append(["**total**"] + [sum(results.get((route_type, kind, outcome), 0) for kind in FUZZ_KINDS)
                                     for outcome in outcomes])
        table("Fuzzed bodies, %s routes (%s)" % (route_type, routes), ["kind"] + [str(o) for o in outcomes], rows)
    print("\n%d bodies in %.1f s; GET /reactive/person afterwards: %s" % (count, elapsed, answers(port)))
    return results


# --------------------------------------------------------------------------------------------------------- storm

def read_response_head(sock):
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        if not chunk:
            break
        data += chunk
    return data


def storm(port, clients, concurrency=50):
    """`clients` clients open a stream (NDJSON or SSE), read a random amount, then drop the connection."""
    before = settled_heap(port)
    jobs = list(range(clients))
    job_lock = threading.Lock()
    failures = []

    def worker(seed):
        rng = random.Random(seed)
        while True:
            with job_lock:
                if not jobs:
                    return
                index = jobs.pop()
            accept = "text/event-stream" if index % 2 else "application/x-ndjson"
            try:
                sock = socket.create_connection((HOST, port), timeout=30)
                sock.sendall(("GET /reliability/numbers?count=10000000 HTTP/1.1\r\nHost: x\r\nAccept: %s\r\n\r\n"
                              % accept).encode())
                received = len(read_response_head(sock))
                target = rng.choice([0, rng.randint(1, 4096), rng.randint(1, 1 << 20)])
                while received < target:
                    chunk = sock.recv(65536)
                    if not chunk:
                        failures.append("server closed first")
                        break
                    received += len(chunk)
                if rng.random() < 0.5:
                    # an abortive close: the server sees a reset instead of an orderly FIN
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                sock.close()
            except OSError as error:
                failures.append(type(error).__name__)

    started = time.monotonic()
    workers = [threading.Thread(target=worker, args=(seed,)) for seed in range(concurrency)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    elapsed = time.monotonic() - started
    deadline = time.monotonic() + 10
    after = counters(port)
    while after["streams"]["live"] > 0 and time.monotonic() < deadline:
        time.sleep(0.1)
        after = counters(port)
    settled = time.monotonic() - started - elapsed
    after_gc = settled_heap(port)
    subscribed = after["streams"]["subscribed"] - before["streams"]["subscribed"]
    cancelled = after["streams"]["cancelled"] - before["streams"]["cancelled"]
    table("Disconnect storm: %d clients (%d at a time, half NDJSON, half SSE, half of them resetting) in %.1f s"
          % (clients, concurrency, elapsed),
          ["clients", "subscriptions", "upstream cancellations", "live afterwards", "settled in",
           "heap before (after GC)", "heap after (after GC)", "client errors", "answers afterwards"],
          [[clients, subscribed, cancelled, after["streams"]["live"], "%.1f s" % settled,
            mib(before["heapUsedBytes"]), mib(after_gc["heapUsedBytes"]), len(failures), answers(port)]])


# ---------------------------------------------------------------------------------------------------------- slow

def latency_load(port, seconds, threads, queue):
    """Sequential keep-alive GET /reactive/person on `threads` connections for `seconds`; puts the latencies (ms)."""
    latencies = []
    lock = threading.Lock()
    errors = []

    def worker():
        conn = http.client.HTTPConnection(HOST, port, timeout=10)
        local = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            start = time.perf_counter()
            try:
                conn.request("GET", "/reactive/person")
                conn.getresponse().read()
            except OSError as error:
                errors.append(type(error).__name__)
                conn.close()
                conn = http.client.HTTPConnection(HOST, port, timeout=10)
                continue
            local.append((time.perf_counter() - start) * 1000)
        with lock:
            latencies.extend(local)

    workers = [threading.Thread(target=worker) for _ in range(threads)]
    for thread in workers:
        thread.start()
    for thread in workers:
        thread.join()
    queue.put((latencies, errors))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


def measure_latency(port, seconds, threads=4):
    queue = multiprocessing.Queue()
    process = multiprocessing.Process(target=latency_load, args=(port, seconds, threads, queue))
    process.start()
    result = queue.get(timeout=seconds + 60)
    process.join(timeout=10)
    return result


def slow(port, readers, seconds, rate=10_000):
    """`readers` clients read a 1M-item stream at `rate` bytes/s each for `seconds`, while a latency load runs."""
    base_latencies, base_errors = measure_latency(port, seconds)
    start_counts = settled_heap(port)
    stop = threading.Event()
    received = [0] * readers
    failures = []

    def reader(index):
        try:
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16 * 1024)
            sock.settimeout(30)
            sock.connect((HOST, port))
            sock.sendall(b"GET /reliability/numbers?count=1000000 HTTP/1.1\r\nHost: x\r\n\r\n")
            began = time.monotonic()
            while not stop.is_set():
                chunk = sock.recv(1024)
                if not chunk:
                    failures.append("server closed")
                    return
                received[index] += len(chunk)
                ahead = received[index] / rate - (time.monotonic() - began)
                if ahead > 0:
                    stop.wait(ahead)
            sock.close()
        except OSError as error:
            failures.append(type(error).__name__)

    threads = [threading.Thread(target=reader, args=(i,)) for i in range(readers)]
    for thread in threads:
        thread.start()
    time.sleep(1)  # the readers connect; the latency load then also covers the burst that fills their buffers
    samples = []
    sampler_stop = threading.Event()

    def sampler():
        while not sampler_stop.is_set():
            samples.append(counters(port))
            sampler_stop.wait(1)

    sampling = threading.Thread(target=sampler)
    sampling.start()
    loaded_latencies, loaded_errors = measure_latency(port, seconds)
    sampler_stop.set()
    sampling.join()
    during = counters(port)
    during_gc = settled_heap(port)  # what the connected slow readers really hold, garbage aside
    stop.set()
    for thread in threads:
        thread.join()
    time.sleep(1)
    end_counts = settled_heap(port)
    heaps = [s["heapUsedBytes"] for s in samples]
    rss = [s["residentSetBytes"] for s in samples]
    table("Slow readers: %d clients at %d B/s for %d s, with 4 connections of GET /reactive/person"
          % (readers, rate, seconds),
          ["load", "requests", "p50", "p99", "max", "errors"],
          [["GET alone", len(base_latencies), "%.2f ms" % percentile(base_latencies, 0.5),
            "%.2f ms" % percentile(base_latencies, 0.99), "%.1f ms" % max(base_latencies or [0]), len(base_errors)],
           ["GET with slow readers", len(loaded_latencies), "%.2f ms" % percentile(loaded_latencies, 0.5),
            "%.2f ms" % percentile(loaded_latencies, 0.99), "%.1f ms" % max(loaded_latencies or [0]),
            len(loaded_errors)]])
    table("Slow readers: server memory (sampled each second while the readers read)",
          ["heap before (GC)", "heap min..max during", "heap during (GC)", "RSS before", "RSS min..max during",
           "heap after (GC)",
           "live streams during", "live after", "bytes read per reader", "items requested per reader",
           "reader errors"],
          [[mib(start_counts["heapUsedBytes"]), mib(min(heaps)) + " .. " + mib(max(heaps)),
            mib(during_gc["heapUsedBytes"]), mib(start_counts["residentSetBytes"]), mib(min(rss)) + " .. " + mib(max(rss)),
            mib(end_counts["heapUsedBytes"]), during["streams"]["live"] - start_counts["streams"]["live"],
            end_counts["streams"]["live"], "%d kB" % (statistics.mean(received) / 1000),
            "%d" % ((end_counts["streams"]["requested"] - start_counts["streams"]["requested"]) / readers),
            len(failures)]])


# --------------------------------------------------------------------------------------------------------- abuse

def raw_exchange(port, payload, timeout=15):
    """Sends `payload`, returns (status line or outcome, seconds until the server closed or answered)."""
    sock = socket.create_connection((HOST, port), timeout=timeout)
    started = time.monotonic()
    try:
        sock.sendall(payload)
        data = read_response_head(sock)
        line = data.split(b"\r\n", 1)[0].decode("latin-1") if data else "closed without answer"
    except socket.timeout:
        line = "no answer within %d s" % timeout
    except OSError as error:
        line = type(error).__name__
    finally:
        sock.close()
    return line, time.monotonic() - started


def slow_loris(port, limit=60):
    """Trickles a request head one byte a second; returns (what happened, seconds the connection stayed open)."""
    sock = socket.create_connection((HOST, port), timeout=limit)
    started = time.monotonic()
    head = b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX-Trickle: " + b"a" * 10_000
    outcome = "still open after %d s" % limit
    try:
        for byte in head:
            sock.sendall(bytes([byte]))
            if time.monotonic() - started > limit:
                break
            readable = sock.recv(4096) if _readable(sock, 1.0) else None
            if readable is not None:
                outcome = "closed by the server" if not readable else readable.split(b"\r\n", 1)[0].decode()
                break
    except OSError as error:
        outcome = "closed by the server (" + type(error).__name__ + ")"
    finally:
        sock.close()
    return outcome, time.monotonic() - started


def _readable(sock, seconds):
    import select

    ready, _, _ = select.select([sock], [], [], seconds)
    return bool(ready)


def idle_connections(port, count, limit=60):
    """Opens `count` silent connections; measures memory, a GET's answer while they are open, and their lifetime."""
    before = settled_heap(port)
    sockets = []
    opened = time.monotonic()
    for _ in range(count):
        try:
            sockets.append(socket.create_connection((HOST, port), timeout=10))
        except OSError:
            break
    open_time = time.monotonic() - opened
    time.sleep(1)
    during = counters(port)
    probe_started = time.monotonic()
    status = answers(port)
    probe_ms = (time.monotonic() - probe_started) * 1000
    closed_at = []
    remaining = set(sockets)
    selector = selectors.DefaultSelector()  # epoll: select() cannot watch descriptors above 1024
    for sock in sockets:
        selector.register(sock, selectors.EVENT_READ)
    while remaining and time.monotonic() - opened < limit:
        for key, _ in selector.select(0.5):
            sock = key.fileobj
            try:
                data = sock.recv(1)
            except OSError:
                data = b""
            if not data:
                closed_at.append(time.monotonic() - opened)
                remaining.discard(sock)
                selector.unregister(sock)
                sock.close()
    selector.close()
    for sock in remaining:
        sock.close()
    after = settled_heap(port)
    return [len(sockets), "%.1f s" % open_time, mib(before["heapUsedBytes"]) + " / " + mib(before["residentSetBytes"]),
            mib(during["heapUsedBytes"]) + " / " + mib(during["residentSetBytes"]),
            "%s in %.0f ms" % (status, probe_ms),
            "%d closed, %.1f..%.1f s" % (len(closed_at), min(closed_at or [0]), max(closed_at or [0])),
            mib(after["heapUsedBytes"])]


def abuse(port, idle):
    rows = []
    cases = [
        ("bare CR in a header value", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX-Evil: a\rb\r\n\r\n"),
        ("bare LF in a header value", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX-Evil: a\nInjected: b\r\n\r\n"),
        ("CR/LF in the request line", b"GET /reactive/person\r\nX: y HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("NUL in a header name", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX\x00Evil: a\r\n\r\n"),
        ("space before the colon", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX-Evil : a\r\n\r\n"),
        ("header of 16 KiB", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 16384 + b"\r\n\r\n"),
        ("200 headers of 100 B", b"GET /reactive/person HTTP/1.1\r\nHost: x\r\n"
         + b"".join(b"X-H%d: %s\r\n" % (i, b"a" * 90) for i in range(200)) + b"\r\n"),
        ("request line of 8 KiB", b"GET /reactive/person?" + b"a" * 8192 + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("request line of 3 KiB (within the limit)",
         b"GET /reactive/person?" + b"a" * 3000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
        ("Content-Length and chunked together", b"POST /text HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
         b"Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n"),
        ("negative Content-Length", b"POST /text HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n"),
        ("HTTP/0.9-style line", b"GET /reactive/person\r\n\r\n"),
        ("unknown method", b"BREW /reactive/person HTTP/1.1\r\nHost: x\r\n\r\n"),
    ]
    for name, payload in cases:
        line, seconds = raw_exchange(port, payload)
        rows.append([name, line, "%.0f ms" % (seconds * 1000)])
    loris, loris_seconds = slow_loris(port)
    rows.append(["slow loris: one header byte a second", loris, "%.1f s" % loris_seconds])
    rows.append(["server answers afterwards", answers(port), ""])
    table("Connection abuse: the answer and how long the connection held resources", ["request", "answer", "held"],
          rows)
    if idle:
        table("Idle connections: silent clients, never sending a byte",
              ["connections", "opened in", "heap / RSS before", "heap / RSS with them open",
               "GET /reactive/person meanwhile", "closed by the server after", "heap after (GC)"],
              [idle_connections(port, idle)])


# ---------------------------------------------------------------------------------------------------- dependency

def dependency(port, requests, concurrency=50):
    """`requests` calls each to a dependency that never answers and to one that fails half the time."""
    before = counters(port)
    rows = []
    for path in ["/reliability/never", "/reliability/flaky"]:
        statuses = {}
        latencies = []
        lock = threading.Lock()
        jobs = list(range(requests))

        def worker():
            while True:
                with lock:
                    if not jobs:
                        return
                    jobs.pop()
                started = time.monotonic()
                status = answers(port, path, timeout=10)
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
                    latencies.append((time.monotonic() - started) * 1000)

        workers = [threading.Thread(target=worker) for _ in range(concurrency)]
        for thread in workers:
            thread.start()
        for thread in workers:
            thread.join()
        rows.append([path, ", ".join("%s: %d" % (s, n) for s, n in sorted(statuses.items(), key=str)),
                     "%.0f ms" % percentile(latencies, 0.5), "%.0f ms" % percentile(latencies, 0.99),
                     "%.0f ms" % max(latencies)])
    after = counters(port)
    deadline = time.monotonic() + 5
    while after["dependencies"]["live"] > 0 and time.monotonic() < deadline:
        time.sleep(0.1)
        after = counters(port)
    table("A failing dependency (timeout 1 s): %d requests per route, %d at a time" % (requests, concurrency),
          ["route", "answers", "p50", "p99", "max"], rows)
    subscribed = after["dependencies"]["subscribed"] - before["dependencies"]["subscribed"]
    cancelled = after["dependencies"]["cancelled"] - before["dependencies"]["cancelled"]
    table("A failing dependency: subscriptions afterwards", ["subscriptions", "cancelled by the timeout",
                                                             "live afterwards"],
          [[subscribed, cancelled, after["dependencies"]["live"]]])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--case", default="fuzz,storm,slow,abuse,dependency")
    args = parser.parse_args()
    cases = args.case.split(",")

    def scaled(n):
        return max(1, int(n * args.scale))

    print("Server at %s:%d, scale %s, %s" % (HOST, args.port, args.scale, time.strftime("%Y-%m-%d %H:%M:%S UTC",
                                                                                      time.gmtime())))
    if "fuzz" in cases:
        fuzz(args.port, scaled(10_000))
    if "storm" in cases:
        storm(args.port, scaled(1_000))
    if "slow" in cases:
        slow(args.port, scaled(100), max(10, int(60 * args.scale)))
    if "abuse" in cases:
        abuse(args.port, scaled(10_000))
    if "dependency" in cases:
        dependency(args.port, scaled(1_000))


if __name__ == "__main__":
    main()
