/// Reading large values where they lie. Swift copies a value read through an array subscript, a
/// loop or a pointer before handing it on whole (to `==`, a function or a method), retaining every
/// reference in it and releasing them again; passed `inout`, it is read in place. Validation reads
/// whole drawings and element trees many times per state, so its passes over them go through these.
extension Array {
    /// Hands `body` each element where it lies, with its index, in order. Subscripted or looped
    /// over, an element of a large value type (a drawn item, a navigation entry) is copied
    /// whole before it is read or handed on, every reference in it retained and released again;
    /// handed `inout`, it is read in place. `body` only reads: it must not change the element.
    @inlinable package func readEachInPlace(_ body: (_ index: Int, _ element: inout Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let start = UnsafeMutablePointer(mutating: base)
            for index in 0..<buffer.count { try body(index, &start[index]) }
        }
    }

    /// The index of the first element that passes `test`, each read in place (`readEachInPlace`).
    @inlinable package func firstIndexInPlace(where test: (inout Element) throws -> Bool) rethrows -> Int? {
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let start = UnsafeMutablePointer(mutating: base)
            for index in 0..<buffer.count where try test(&start[index]) { return index }
            return nil
        }
    }

    /// Whether the two arrays hold as many elements and `test` passes for each pair at the same
    /// index, both read in place (`readEachInPlace`), in order until one fails.
    @inlinable package func allPairsInPlace(with other: [Element], _ test: (inout Element, inout Element) throws -> Bool) rethrows -> Bool {
        guard count == other.count else { return false }
        return try withUnsafeBufferPointer { x in
            try other.withUnsafeBufferPointer { y in
                guard let xs = x.baseAddress, let ys = y.baseAddress else { return true }
                let first = UnsafeMutablePointer(mutating: xs), second = UnsafeMutablePointer(mutating: ys)
                for index in 0..<x.count where try !test(&first[index], &second[index]) { return false }
                return true
            }
        }
    }

    /// `test` of this array's element at `index` and `other`'s at `otherIndex`, both read in place
    /// (`readEachInPlace`): two lists walked apart, as a drawing compared with one that adds items.
    /// The indices must be valid. `test` only reads.
    @inlinable package func pairInPlace<R>(at index: Int, with other: [Element], at otherIndex: Int,
                                          _ test: (inout Element, inout Element) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { x in
            try other.withUnsafeBufferPointer { y in
                try test(&UnsafeMutablePointer(mutating: x.baseAddress!)[index], &UnsafeMutablePointer(mutating: y.baseAddress!)[otherIndex])
            }
        }
    }

    /// Whether both arrays use the same storage (a copy of one another, neither changed since).
    @inlinable package func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { x in other.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count } }
    }
}
