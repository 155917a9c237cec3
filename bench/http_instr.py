#!/usr/bin/env python3
"""The helpers of bench/http-instr.sh: an exact load, and the instructions of a callgrind dump by thread.

    http_instr.py load PORT PATH COUNT [--body FILE] [--accept TYPE]
    http_instr.py count DUMP_PREFIX BACKTRACE_FILE

load: wrk has no request count, and an instruction count per request needs the exact number of requests the server
answered. One keep-alive connection sends them one at a time (the next one when the answer is complete), so the
server sees COUNT requests and no more. Exits non-zero on a status other than 200 or a closed connection, so that a
count is never divided by requests that were not served.

count: sums the instructions (Ir) of the files of one dump of `valgrind --tool=callgrind --separate-threads=yes`
(DUMP_PREFIX-01, -02, ...: one per valgrind thread number) by kind of thread, and prints "java compiler other
busiest": the threads running Java code (the event loops, acceptor and workers of the request path; the application's
other Java threads are idle during a load), the JIT compiler threads (non-zero when the measured section still
compiled), every other thread of the VM (VM thread, watcher, service thread...), and the four busiest threads as
NUMBER:KIND:INSTRUCTIONS. A thread's kind comes from its stack in callgrind_control -b (BACKTRACE_FILE): valgrind's
thread numbers cannot be mapped to the JVM's thread names (it reuses the number of a thread that ended, which the
rank of a kernel task id in /proc/PID/task does not show).
"""
import argparse
import glob
import re
import socket
import sys


def request_bytes(path, body, accept):
    method = "POST" if body is not None else "GET"
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    if accept:
        lines.append(f"Accept: {accept}")
    if body is not None:
        lines.append("Content-Type: application/json")
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + (body or b"")


class Reader:
    """A buffered reader of HTTP/1.1 responses (Content-Length or chunked) on one socket."""

    def __init__(self, sock):
        self.sock = sock
        self.buffer = b""

    def fill(self):
        data = self.sock.recv(65536)
        if not data:
            raise ConnectionError("the server closed the connection")
        self.buffer += data

    def line(self):
        while True:
            end = self.buffer.find(b"\r\n")
            if end >= 0:
                line, self.buffer = self.buffer[:end], self.buffer[end + 2:]
                return line
            self.fill()

    def skip(self, n):
        while len(self.buffer) < n:
            self.fill()
        self.buffer = self.buffer[n:]

    def response(self):
        status = self.line().split(b" ", 2)
        length, chunked = 0, False
        while True:
            header = self.line()
            if not header:
                break
            name, _, value = header.partition(b":")
            name = name.strip().lower()
            if name == b"content-length":
                length = int(value.strip())
            elif name == b"transfer-encoding" and b"chunked" in value.lower():
                chunked = True
        if chunked:
            while True:
                size = int(self.line().split(b";")[0], 16)
                self.skip(size + 2)
                if size == 0:
                    break
        else:
            self.skip(length)
        return int(status[1])


def frames_by_thread(backtrace_file):
    """Valgrind thread number -> the frames of its backtrace (callgrind_control -b)."""
    frames, thread = {}, None
    with open(backtrace_file) as backtrace:
        for line in backtrace:
            header = re.search(r"Backtrace for Thread (\d+)", line)
            if header:
                thread = int(header.group(1))
                frames[thread] = ""
            elif thread is not None:
                frames[thread] += line
    return frames


def kind(frames):
    if "CompileBroker::compiler_thread_loop" in frames:
        return "compiler"
    # a thread running Java code: its stack holds the JIT's code (callgrind has no name for it) or enters the VM
    # from Java (JNI functions Java_*, JVM_*, Unsafe_*)
    if re.search(r"\] +(0x[0-9a-f]+|Java_|JVM_|Unsafe_)", frames):
        return "java"
    return "other"


def count(args):
    frames = frames_by_thread(args.backtrace)
    totals = {"java": 0, "compiler": 0, "other": 0}
    busiest = []
    for path in glob.glob(args.prefix + "-*"):
        thread = int(path.rsplit("-", 1)[1])
        with open(path) as dump:
            instructions = next((int(line.split()[1]) for line in dump
                                 if line.startswith(("summary:", "totals:"))), 0)
        totals[kind(frames.get(thread, ""))] += instructions
        busiest.append((instructions, thread, kind(frames.get(thread, ""))))
    print(totals["java"], totals["compiler"], totals["other"],
          ",".join(f"{thread}:{kind}:{instructions}" for instructions, thread, kind in sorted(busiest)[-4:][::-1]))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "count":
        parser = argparse.ArgumentParser()
        parser.add_argument("prefix")
        parser.add_argument("backtrace")
        count(parser.parse_args(sys.argv[2:]))
        return
    if len(sys.argv) > 1 and sys.argv[1] == "load":
        del sys.argv[1]
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("path")
    parser.add_argument("count", type=int)
    parser.add_argument("--body")
    parser.add_argument("--accept")
    args = parser.parse_args()
    body = open(args.body, "rb").read() if args.body else None
    request = request_bytes(args.path, body, args.accept)
    with socket.create_connection(("127.0.0.1", args.port), timeout=120) as sock:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        reader = Reader(sock)
        for _ in range(args.count):
            sock.sendall(request)
            status = reader.response()
            if status != 200:
                sys.exit(f"{args.path} answered {status}")
    print(args.count)


if __name__ == "__main__":
    main()
