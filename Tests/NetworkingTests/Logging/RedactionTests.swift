import Foundation
import StrataNetworking
import Testing

@Suite("Redaction")
struct RedactionTests {
    @Test("a URL's user info and secret-looking query values never reach a log in clear")
    func urls() throws {
        let url = try #require(
            URL(string: "http://alice:s3cretPW@127.0.0.1:8080/posts?token=TOPSECRET123&_page=2&API_KEY=k&q=a+b"))

        let rendered = Redaction().render(url)

        #expect(!rendered.contains("alice") && !rendered.contains("s3cretPW"))
        #expect(!rendered.contains("TOPSECRET123") && !rendered.contains("=k"))
        #expect(rendered.contains("_page=2") && rendered.contains("q=a+b"))
        #expect(rendered.contains("token=%3Credacted%3E") || rendered.contains("token=<redacted>"))
    }

    @Test("the list of secret query names is configurable")
    func configurable() throws {
        let url = try #require(URL(string: "https://host/x?session=abc&token=t"))

        let rendered = Redaction(secretQueryNames: ["session"]).render(url)

        #expect(!rendered.contains("abc"))
        #expect(rendered.contains("token=t"))
    }

    @Test("credential headers are always masked, and the names an app adds")
    func headers() {
        let redaction = Redaction(secretHeaders: ["X-Api-Key"])

        let rendered = redaction.render(["Set-Cookie": "session=1", "x-api-key": "k", "Accept": "json"])

        #expect(rendered == "Accept: json, Set-Cookie: <redacted>, x-api-key: <redacted>")
    }

    @Test(
        "hostile queries a server may put in a Link are rendered without a trap and without the secret",
        arguments: [
            "http://h/p?token=%zz-SECRET&b=1", "http://h/p?=x&&token=SECRET", "http://h/p?t%6fken=SECRET",
            "http://h/p?token=SECRET=more", "http://u:SECRET@h/p?%=1", "http://h/p?TOKEN=SECRET%",
        ])
    func hostileQueries(_ text: String) throws {
        let url = try #require(URL(string: text))

        let rendered = Redaction().render(url)

        #expect(!rendered.contains("SECRET"), "\(rendered)")
        #expect(URL(string: rendered) != nil, "still a URL: \(rendered)")
    }
}
