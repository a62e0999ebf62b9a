import AXCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol through a pipe (`--remote-debugging-pipe`:
/// the browser reads commands on descriptor 3 and writes answers on 4, each a JSON message ended by
/// a NUL byte). Tests open the HTML pages in it, click and press keys, read the DOM and take
/// screenshots, and collect every console error, uncaught exception, log error and network request.
final class HeadlessBrowser {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Console errors, exceptions and error log entries (CSP violations, failed loads) seen so far.
    private(set) var problems: [String] = []
    /// URLs the page asked the network for (a self-contained page asks for none but data: URIs).
    private(set) var requests: [String] = []

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var nextID = 0
    private var pending: [UInt8] = []
    private var sessionID = ""
    private var loaded = false

    /// The browser's path: Debian's `chromium` (scripts/install-deps.sh installs it) or another on PATH.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    init(width: Int, height: Int) throws {
        guard let chromium = Self.executable else { throw Failure(description: "no chromium on PATH") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("axsandbox-chromium-\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe() failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        let devNull = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let arguments = [chromium, "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        try FileManager.default.createDirectory(atPath: profile + "/tmp", withIntermediateDirectories: true)
        // Chromium's own temporary folders (org.chromium.Chromium.*) go inside the profile, which
        // `close` removes: left in the machine's temporary directory, every run added some.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = profile + "/tmp"
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        let status = posix_spawn(&child, chromium, &actions, nil, &argv, &envp)
        Glibc.close(devNull)
        Glibc.close(commands[0]); Glibc.close(answers[1])
        guard status == 0 else { throw Failure(description: "cannot start \(chromium): \(String(cString: strerror(status)))") }
        pid = child
        toBrowser = commands[1]; fromBrowser = answers[0]
        try attach(width: width, height: height)
    }

    deinit { close() }

    /// Stops the browser this object started (by its pid) and removes its profile.
    func close() {
        guard pid > 0 else { return }
        Glibc.close(toBrowser); Glibc.close(fromBrowser)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Opens the first page target and the domains whose events the tests read.
    private func attach(width: Int, height: Int) throws {
        let targets = try send("Target.getTargets", session: false)
        var targetID: String?
        if case .array(let infos)? = targets["targetInfos"] {
            targetID = infos.first { $0["type"] == .string("page") }.flatMap { if case .string(let s)? = $0["targetId"] { return s } else { return nil } }
        }
        if targetID == nil, case .string(let created)? = try send("Target.createTarget", ["url": .string("about:blank")], session: false)["targetId"] {
            targetID = created
        }
        guard let targetID else { throw Failure(description: "no page target") }
        guard case .string(let session)? = try send("Target.attachToTarget", ["targetId": .string(targetID), "flatten": .bool(true)],
                                                  session: false)["sessionId"] else { throw Failure(description: "cannot attach") }
        sessionID = session
        for domain in ["Page", "Runtime", "Log", "Network"] { _ = try send("\(domain).enable") }
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": .number(Double(width)), "height": .number(Double(height)),
                                                          "deviceScaleFactor": .number(1), "mobile": .bool(false)])
    }

    /// Loads `url` and waits for its load event.
    func open(_ url: URL) throws {
        loaded = false
        _ = try send("Page.navigate", ["url": .string(url.absoluteString)])
        while !loaded { try handle(try readMessage()) }
    }

    /// Runs `expression` in the page; returns its value (JSON-able values only).
    @discardableResult
    func evaluate(_ expression: String) throws -> JSONValue {
        let result = try send("Runtime.evaluate", ["expression": .string(expression), "returnByValue": .bool(true), "awaitPromise": .bool(true)])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception.compactText)") }
        return result["result"]?["value"] ?? .null
    }

    /// A key press (keydown and keyup) as a user types it, e.g. "ArrowRight".
    func press(_ key: String, code: Int) throws {
        for type in ["keyDown", "keyUp"] {
            _ = try send("Input.dispatchKeyEvent", ["type": .string(type), "key": .string(key), "code": .string(key),
                                                    "windowsVirtualKeyCode": .number(Double(code))])
        }
    }

    /// A mouse click at a point of the viewport.
    func click(x: Double, y: Double) throws {
        _ = try send("Input.dispatchMouseEvent", ["type": .string("mouseMoved"), "x": .number(x), "y": .number(y)])
        for type in ["mousePressed", "mouseReleased"] {
            _ = try send("Input.dispatchMouseEvent", ["type": .string(type), "x": .number(x), "y": .number(y),
                                                      "button": .string("left"), "clickCount": .number(1)])
        }
    }

    /// The viewport as PNG bytes.
    func screenshot() throws -> Data {
        guard case .string(let base64)? = try send("Page.captureScreenshot", ["format": .string("png")])["data"],
              let data = Data(base64Encoded: base64) else { throw Failure(description: "no screenshot") }
        return data
    }

    // MARK: The protocol

    private func send(_ method: String, _ params: [String: JSONValue] = [:], session: Bool = true) throws -> JSONValue {
        nextID += 1
        let id = nextID
        var fields: [(key: String, value: JSONValue)] = [("id", .number(Double(id))), ("method", .string(method)),
                                                         ("params", .object(params.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))]
        if session { fields.append(("sessionId", .string(sessionID))) }
        var bytes = Array(JSONValue.object(fields).compactText.utf8)
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
            offset += n
        }
        while true {
            let message = try readMessage()
            if message["id"] == .number(Double(id)) {
                if let error = message["error"] { throw Failure(description: "\(method): \(error.compactText)") }
                return message["result"] ?? .null
            }
            try handle(message)
        }
    }

    /// Events: problems, requests and the load event.
    private func handle(_ message: JSONValue) throws {
        guard case .string(let method)? = message["method"] else { return }
        let params = message["params"] ?? .null
        switch method {
        case "Page.loadEventFired": loaded = true
        case "Runtime.exceptionThrown": problems.append("exception: " + (params["exceptionDetails"]?.compactText ?? ""))
        case "Runtime.consoleAPICalled":
            if params["type"] == .string("error") || params["type"] == .string("assert") { problems.append("console: " + (params["args"]?.compactText ?? "")) }
        case "Log.entryAdded":
            if params["entry"]?["level"] == .string("error") { problems.append("log: " + (params["entry"]?["text"]?.compactText ?? "")) }
        case "Network.requestWillBeSent":
            if case .string(let url)? = params["request"]?["url"], !url.hasPrefix("data:") { requests.append(url) }
        default: break
        }
    }

    private func readMessage() throws -> JSONValue {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let text = String(decoding: pending[..<end], as: UTF8.self)
                pending.removeSubrange(...end)
                return try JSONValue.parse(text)
            }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 30_000) > 0 else { throw Failure(description: "the browser did not answer within 30 s") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
            pending += chunk[..<n]
        }
    }
}
