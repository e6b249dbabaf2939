/// An issue of a GitHub-style REST API, as an app's DTO reads it: nested users, labels and a
/// milestone, optionals that are often `null`, and a few fields the app ignores (the document's
/// other `*_url` fields, `performed_via_github_app`, `state_reason`). It lives
/// only here, to give the benchmark a pretty-printed document of the shape real APIs send.
struct IssueDTO: Decodable, Hashable, Sendable {
    /// The account that opened, is assigned or created something.
    struct UserDTO: Decodable, Hashable, Sendable {
        let login: String
        let id: Int
        let nodeID: String
        let avatarURL: String
        let htmlURL: String
        let type: String
        let siteAdmin: Bool

        enum CodingKeys: String, CodingKey {
            case login, id, type
            case nodeID = "node_id"
            case avatarURL = "avatar_url"
            case htmlURL = "html_url"
            case siteAdmin = "site_admin"
        }
    }

    /// A label; its description is optional.
    struct LabelDTO: Decodable, Hashable, Sendable {
        let id: Int
        let name: String
        let color: String
        let isDefault: Bool
        let description: String?

        enum CodingKeys: String, CodingKey {
            case id, name, color, description
            case isDefault = "default"
        }
    }

    /// A milestone, with its creator nested one level deeper.
    struct MilestoneDTO: Decodable, Hashable, Sendable {
        let id: Int
        let number: Int
        let title: String
        let description: String?
        let creator: UserDTO
        let openIssues: Int
        let closedIssues: Int
        let state: String
        let dueOn: String?

        enum CodingKeys: String, CodingKey {
            case id, number, title, description, creator, state
            case openIssues = "open_issues"
            case closedIssues = "closed_issues"
            case dueOn = "due_on"
        }
    }

    /// Reaction counts, whose keys include `+1` and `-1`.
    struct ReactionsDTO: Decodable, Hashable, Sendable {
        let totalCount: Int
        let plusOne: Int
        let minusOne: Int
        let heart: Int
        let rocket: Int

        enum CodingKeys: String, CodingKey {
            case heart, rocket
            case totalCount = "total_count"
            case plusOne = "+1"
            case minusOne = "-1"
        }
    }

    let url: String
    let htmlURL: String
    let id: Int
    let number: Int
    let title: String
    let user: UserDTO
    let labels: [LabelDTO]
    let state: String
    let locked: Bool
    let assignee: UserDTO?
    let assignees: [UserDTO]
    let milestone: MilestoneDTO?
    let comments: Int
    let createdAt: String
    let updatedAt: String
    let closedAt: String?
    let authorAssociation: String
    let activeLockReason: String?
    let draft: Bool?
    let body: String?
    let reactions: ReactionsDTO

    enum CodingKeys: String, CodingKey {
        case url, id, number, title, user, labels, state, locked, assignee, assignees, milestone, comments
        case draft, body, reactions
        case htmlURL = "html_url"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case closedAt = "closed_at"
        case authorAssociation = "author_association"
        case activeLockReason = "active_lock_reason"
    }
}
