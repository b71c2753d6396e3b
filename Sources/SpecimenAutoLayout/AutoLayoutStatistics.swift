/// What one `AutoLayout.compute` run did, for tests that show the engine is linear in nodes (visits,
/// not time: time is `make bench`'s).
package struct AutoLayoutStatistics: Hashable, Sendable {
    /// Nodes laid out or sized from scratch: each is one run of the algorithm's steps on one node
    /// (its children's results come from their own visits or the cache).
    package var visits: Int = 0
    /// Requests answered from a node's cache (a size already measured with the same known sizes and
    /// cap, or the final layout already made).
    package var cacheHits: Int = 0

    /// No visits and no hits.
    package init() {}
}
