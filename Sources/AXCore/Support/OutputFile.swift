import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file a command writes (`-o`, `--record`, `--screenshot`, `--frames`, `--html`, `replay --update`),
/// written so that a failure is reported and nothing else is harmed (docs/robustness.md, "How outputs
/// are written"):
/// - a regular file, or a new one, is written whole to a temporary file beside it and renamed over
///   it, so a reader never sees half a file and a failed write leaves the old content;
/// - anything else (a device such as `/dev/null`, a FIFO, a terminal) is written as it is: renaming a
///   file over it would replace the device with a regular file;
/// - a symbolic link is followed and its target written, the link kept;
/// - a path that names one of the command's input files is refused before anything is written.
package struct OutputFile {
    /// The path as the user named it (what messages say).
    package let path: String
    /// Where the bytes go: `path` with its symbolic links followed.
    package let target: String
    /// Whether the target exists and is not a regular file (written in place, never replaced).
    package let isSpecial: Bool

    /// The output at `path`; throws when it names one of `inputs` (the same file, by device and
    /// inode, however either is spelt) or a folder.
    package init(path: String, inputs: [String] = []) throws(OutputFileError) {
        self.path = path
        var status = stat()
        let exists = stat(path, &status) == 0
        let type = status.st_mode & S_IFMT
        if exists, type == S_IFDIR { throw OutputFileError(path: path, reason: "it is a folder") }
        isSpecial = exists && type != S_IFREG
        // A special file is opened by the name given: the system follows its links, /dev/stdout's
        // too, which names a pipe no path reaches. A regular file is renamed over where it really is.
        if isSpecial {
            target = path
        } else if exists, let real = realpath(path, nil) {
            target = String(cString: real)
            free(real)
        } else {
            target = try Self.followingLinks(path)
        }
        if !isSpecial { try Self.requireWritableFolder(of: target, naming: path) }
        guard exists, !isSpecial else { return }
        for input in inputs {
            var inputStatus = stat()
            if stat(input, &inputStatus) == 0, inputStatus.st_dev == status.st_dev, inputStatus.st_ino == status.st_ino {
                throw OutputFileError(path: path, reason: "it is \(input == path ? "an input" : "the input \(input)") of this command, "
                    + "which would be overwritten; name another file")
            }
        }
    }

    /// Refuses, when the output is named (before the command does any work), a file whose folder
    /// does not exist, is not a folder or cannot be written: the write at the end would fail with the
    /// same words after the whole run, and leave the outputs written before it alone.
    private static func requireWritableFolder(of target: String, naming path: String) throws(OutputFileError) {
        let parent = parentFolder(of: target)
        let folder = parent.isEmpty ? "." : parent
        var status = stat()
        guard stat(folder, &status) == 0 else { throw OutputFileError(path: path, code: errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw OutputFileError(path: path, code: ENOTDIR) }
        // The file is written through a temporary file beside it, so its folder must take new files.
        guard access(folder, W_OK) == 0 else { throw OutputFileError(path: path, code: errno) }
    }

    /// Refuses two outputs of one command that name one file, however spelt (`r.json` and `./r.json`,
    /// a link and its target): the output written last would replace the other and the command still
    /// exit 0 (`--shard-report` and `--write-shard-timings` given one path left merge no shard report).
    /// A special file (`/dev/null`, a terminal) may take several outputs. `outputs` pairs each
    /// option with its path, nil when the option was not given.
    package static func requireDistinct(_ outputs: [(option: String, path: String?)]) throws(OutputFileError) {
        var seen: [String: (option: String, path: String)] = [:]
        for case let (option, path?) in outputs {
            let file = try OutputFile(path: path)
            if file.isSpecial { continue }
            let identity = Self.identity(of: file.target)
            if let other = seen[identity] {
                throw OutputFileError(path: path, reason: "\(option) and \(other.option) name one file (\(other.path)); give each output a file of its own")
            }
            seen[identity] = (option, path)
        }
    }

    /// Whether two paths, however spelt, name one file or folder (existing or not).
    package static func nameOneFile(_ a: String, _ b: String) -> Bool { identity(of: a) == identity(of: b) }

    /// The file `target` names: its device and inode when it exists, else the real path of its folder
    /// and its name, so two spellings of one new file compare equal.
    private static func identity(of target: String) -> String {
        var status = stat()
        if stat(target, &status) == 0 { return "\(status.st_dev):\(status.st_ino)" }
        let parent = parentFolder(of: target)
        var name = Substring(target)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        name = name.split(separator: "/").last ?? name
        guard let real = realpath(parent.isEmpty ? "." : parent, nil) else { return URL(fileURLWithPath: target).standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real) + "/" + name
    }

    /// Writes `bytes` as the whole content: a regular file through a temporary file renamed over it,
    /// a special file as it is.
    package func write(_ bytes: some Sequence<UInt8>) throws(OutputFileError) {
        let data = Data(bytes)
        if isSpecial {
            let descriptor = try open(flags: O_WRONLY | O_NOCTTY)
            try write(data, to: descriptor, closing: true)
            return
        }
        let temporary = try createTemporary()
        do {
            try write(data, to: temporary.descriptor, closing: true)
            try moveIntoPlace(temporary.path)
        } catch {
            unlink(temporary.path)
            throw error
        }
    }

    /// Writes `text` (UTF-8) as the whole content.
    package func write(_ text: String) throws(OutputFileError) { try write(text.utf8) }

    /// Opens the output for writing piece by piece (a trace recorded as it happens): a regular file is
    /// created empty (beside it, then renamed into place, so an old file is replaced whole) and every
    /// piece is then appended with its own system call; a special file is opened as it is.
    package func openForAppending() throws(OutputFileError) -> OutputFileAppender {
        if isSpecial { return OutputFileAppender(output: self, descriptor: try open(flags: O_WRONLY | O_NOCTTY)) }
        let temporary = try createTemporary()
        do { try moveIntoPlace(temporary.path) } catch {
            Glibc.close(temporary.descriptor)
            unlink(temporary.path)
            throw error
        }
        return OutputFileAppender(output: self, descriptor: temporary.descriptor)
    }

    /// The folder `path` names its last component in, as `dirname` gives it but "" for a bare
    /// name ("frames", "f/"): "out" for "out/f", "/" for "/f". Trailing and repeated slashes are
    /// passed over. Worked out here because Foundation's `deletingLastPathComponent` on Linux stops
    /// the program for a one-character path or one ending in "/" (`--paths p`, `--frames out/`).
    package static func parentFolder(of path: String) -> String {
        var name = Substring(path)
        while name.count > 1, name.hasSuffix("/") { name = name.dropLast() }
        guard let slash = name.lastIndex(of: "/") else { return "" }
        var parent = name[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// Creates the folder `path` and any missing parents (`replay --frames DIR`), as `mkdir -p`
    /// does; an existing folder is fine, anything else there is refused.
    package static func createFolder(_ path: String) throws(OutputFileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw OutputFileError(path: path, reason: "it is not a folder") }
            return
        }
        let parent = parentFolder(of: path)
        if !parent.isEmpty, parent != path { try createFolder(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw OutputFileError(path: path, code: errno) }
    }

    /// The error for the last failed system call, naming the file.
    func failure(_ code: Int32 = errno) -> OutputFileError { OutputFileError(path: path, code: code) }

    /// Writes all of `data`, retrying short writes and interruptions; closes the descriptor when asked
    /// (a full disk may only show when the file is closed).
    func write(_ data: Data, to descriptor: Int32, closing: Bool) throws(OutputFileError) {
        var failed: Int32?
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                offset += written
            }
        }
        if closing, Glibc.close(descriptor) != 0, failed == nil, errno != EINTR { failed = errno }
        if let failed { throw failure(failed) }
    }

    private func open(flags: Int32) throws(OutputFileError) -> Int32 {
        let descriptor = Glibc.open(target, flags)
        guard descriptor >= 0 else { throw failure() }
        return descriptor
    }

    /// A new file beside the target, readable as the target is (or as the umask makes a new file).
    private func createTemporary() throws(OutputFileError) -> (path: String, descriptor: Int32) {
        let url = URL(fileURLWithPath: target)
        let folder = url.deletingLastPathComponent().path
        var existing = stat()
        let mode: mode_t? = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        for attempt in 0..<100 {
            let path = (folder as NSString).appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(attempt).tmp")
            let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, 0o666)
            if descriptor < 0, errno == EEXIST { continue }
            guard descriptor >= 0 else { throw failure() }
            if let mode { fchmod(descriptor, mode) }
            return (path, descriptor)
        }
        throw failure(EEXIST)
    }

    private func moveIntoPlace(_ temporary: String) throws(OutputFileError) {
        guard rename(temporary, target) == 0 else { throw failure() }
    }

    /// `path` with its symbolic links followed (a link to a link too) where they lead nowhere yet (a
    /// link to a file still to be written); a path that does not exist yet is itself.
    private static func followingLinks(_ path: String) throws(OutputFileError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw OutputFileError(path: path, code: errno) }
            let destination = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination
                : (URL(fileURLWithPath: current).deletingLastPathComponent().path as NSString).appendingPathComponent(destination)
        }
        throw OutputFileError(path: path, code: ELOOP)
    }
}

/// An output opened for writing piece by piece (`OutputFile.openForAppending()`).
package final class OutputFileAppender {
    /// The output written.
    package let output: OutputFile
    private var descriptor: Int32

    init(output: OutputFile, descriptor: Int32) { self.output = output; self.descriptor = descriptor }

    /// Appends `text` (UTF-8) with one system call where the system allows.
    package func write(_ text: String) throws(OutputFileError) {
        guard descriptor >= 0 else { throw OutputFileError(path: output.path, code: EBADF) }
        try output.write(Data(text.utf8), to: descriptor, closing: false)
    }

    /// Makes what was appended so far durable (`fdatasync`: the data and the file's size, what a
    /// reader after a machine crash needs), without closing. A device or FIFO has nothing to sync.
    /// Not to be called at the same time as `close` (the caller holds one lock around both); a
    /// write may run beside it.
    package func synchronize() throws(OutputFileError) {
        guard descriptor >= 0, !output.isSpecial else { return }
        if fdatasync(descriptor) != 0, errno != EINVAL { throw output.failure(errno) }
    }

    /// Flushes to the disk and closes; throws what the disk said last (a full disk may only show here).
    package func close() throws(OutputFileError) {
        guard descriptor >= 0 else { return }
        let closing = descriptor
        descriptor = -1
        if !output.isSpecial, fsync(closing) != 0, errno != EINVAL {
            let code = errno
            Glibc.close(closing)
            throw output.failure(code)
        }
        try output.write(Data(), to: closing, closing: true)
    }

    deinit { if descriptor >= 0 { Glibc.close(descriptor) } }
}

/// A write that failed: the path as named and the reason in words ("no space left on device",
/// "file too large"), never an error code.
package struct OutputFileError: Error, CustomStringConvertible {
    /// The path as the user named it.
    package var path: String
    /// Why, in words.
    package var reason: String

    package init(path: String, reason: String) { self.path = path; self.reason = reason }

    /// The system's words for `code` (an `errno`), first letter lowered to sit inside a sentence.
    package init(path: String, code: Int32) {
        let words = String(cString: strerror(code))
        self.init(path: path, reason: words.prefix(1).lowercased() + words.dropFirst())
    }

    package var description: String { "cannot write \(path): \(reason)" }
}
