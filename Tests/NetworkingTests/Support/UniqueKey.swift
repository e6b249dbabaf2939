import Foundation

/// A fresh key for the server's per-key request counter (`TestServer.requestCount(key:)`).
func uniqueKey() -> String {
    UUID().uuidString
}
