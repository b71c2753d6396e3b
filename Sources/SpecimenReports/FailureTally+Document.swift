extension FailureTally {
    /// The failures of a results document (one shard's or merged).
    package init(_ document: VerificationDocument) {
        self.init(failures: document.failures.map { ($0.status, $0.changedPixels) })
    }
}
