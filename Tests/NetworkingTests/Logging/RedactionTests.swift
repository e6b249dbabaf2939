import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

@Suite("Redaction")
struct RedactionTests {
    /// Names the default allowlist does not know, found or made up.
    private static let unknownNames = (GeneratedNames.foundMissed + GeneratedNames.names(count: 400, seed: 21))
        .filter { !Redaction.defaultHarmlessQueryNames.contains($0) }

    @Test("a query value is shown only when its name is known to be harmless, whatever the other names are")
    func queryValuesByAllowlist() throws {
        for (index, name) in Self.unknownNames.enumerated() {
            let secret = "V\(index)SECRETVALUE"
            let encoded = try #require(name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
            let url = try #require(URL(string: "http://127.0.0.1:8080/posts?\(encoded)=\(secret)&_page=2&q=a+b"))

            let rendered = Redaction().render(url)

            #expect(!rendered.contains(secret), "\(name): \(rendered)")
            #expect(rendered.contains("_page=2") && rendered.contains("q=a+b"), "\(rendered)")
            #expect(URL(string: rendered) != nil, "still a URL: \(rendered)")
        }
    }

    @Test("the values of the app's own harmless parameters are shown, so the log stays useful")
    func harmlessShown() throws {
        for name in Redaction.defaultHarmlessQueryNames {
            let url = try #require(URL(string: "http://h/p?\(name)=shown42"))
            #expect(Redaction().render(url) == "http://h/p?\(name)=shown42")
        }
    }

    @Test("a bare query item is masked whole, since it may be the token itself")
    func bareItem() throws {
        let url = try #require(URL(string: "http://h/p?0123456789abcdef&_page=1"))

        #expect(Redaction().render(url) == "http://h/p?%3Credacted%3E&_page=1")
    }

    @Test("a URL's user name, password and fragment are never shown")
    func userInfoAndFragment() throws {
        let url = try #require(URL(string: "http://alice:s3cretPW@127.0.0.1:8080/cb#access_token=FRAGSECRET"))

        let rendered = Redaction().render(url)

        #expect(rendered == "http://%3Credacted%3E@127.0.0.1:8080/cb#%3Credacted%3E")
    }

    @Test("a header's value is shown only when the header is known to carry no credential")
    func headersByAllowlist() {
        let names = Self.unknownNames.filter { !Redaction.defaultHarmlessHeaders.contains($0.lowercased()) }
        var fields = ["Accept": "application/json", "X-Total-Count": "100"]
        for (index, name) in names.enumerated() {
            fields[name] = "H\(index)SECRETVALUE"
        }

        let rendered = Redaction().render(fields)
        let kept = Redaction().keptHeaders(fields)

        #expect(!rendered.contains("SECRETVALUE"))
        #expect(rendered.contains("Accept: application/json") && rendered.contains("X-Total-Count: 100"))
        #expect(kept == ["Accept": "application/json", "X-Total-Count": "100"])
    }

    @Test("the allowlists are configurable, and header names match whatever their case")
    func configurable() throws {
        let redaction = Redaction(harmlessHeaders: ["X-Request-Id"], harmlessQueryNames: ["session"])
        let url = try #require(URL(string: "https://host/x?session=abc&_page=2"))

        #expect(redaction.render(url) == "https://host/x?session=abc&_page=%3Credacted%3E")
        #expect(redaction.render(["x-request-ID": "r1", "Accept": "json"]) == "Accept: <redacted>, x-request-ID: r1")
    }

    @Test("the URLs in a Link header are rendered by the same rule")
    func linkHeader() {
        let link = "<http://h/posts?client_secret=LINKSECRET&_page=3>; rel=\"next\""

        let shown = Redaction().shownValue(ofHeader: "Link", link)

        #expect(shown == "<http://h/posts?client_secret=%3Credacted%3E&_page=3>; rel=\"next\"")
    }

    @Test(
        "hostile queries a server may put in a Link are rendered without a trap and without the secret",
        arguments: [
            "http://h/p?token=%zz-SECRET&b=1", "http://h/p?=x&&token=SECRET", "http://h/p?t%6fken=SECRET",
            "http://h/p?token=SECRET=more", "http://u:SECRET@h/p?%=1", "http://h/p?TOKEN=SECRET%",
            "http://h/p?_page=1&_Page=SECRET", "http://h/p?SECRET",
        ])
    func hostileQueries(_ text: String) throws {
        let url = try #require(URL(string: text))

        let rendered = Redaction().render(url)

        #expect(!rendered.contains("SECRET"), "\(rendered)")
        #expect(URL(string: rendered) != nil, "still a URL: \(rendered)")
    }
}
