import Foundation

/// The check every reader makes before opening a path: only regular files are read. Opening a FIFO
/// blocks until something writes to it (forever, for a stray one), reading a directory traps inside
/// Foundation, and a device can be endless; each is refused by what `stat` says, before any open.
package enum RegularFile {
    /// Why `path` must not be opened (a NUL inside it; a directory, FIFO, device or socket), worded
    /// to follow "the file" or "the screenshot": "is a directory, not a file". Nil for a regular file
    /// (a symbolic link is followed) and for a path that does not exist: opening it then fails, and
    /// the caller says it cannot read it.
    package static func problem(atPath path: String) -> String? {
        guard !path.utf8.contains(0) else { return "has a NUL character in its path" }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a directory, not a file"
        case S_IFIFO: return "is a FIFO (named pipe), not a regular file; only regular files are read"
        case S_IFCHR, S_IFBLK: return "is a device, not a regular file; only regular files are read"
        case S_IFSOCK: return "is a socket, not a regular file; only regular files are read"
        default: return "is not a regular file; only regular files are read"
        }
    }

    /// Why the file at `path` could not be read, after `FileManager` failed to: "cannot read the
    /// file: no such file or directory", with the system's reason when there is one, so a missing
    /// file is said as such.
    package static func readFailure(atPath path: String) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor < 0 else { close(descriptor); return "cannot read the file" }
        let words = String(cString: strerror(errno))
        return "cannot read the file: " + words.prefix(1).lowercased() + words.dropFirst()
    }
}
