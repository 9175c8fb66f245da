/* Every process that runs jobs (the API server, `node ace queue:work`, the tests) knows them by name. */
import { registerJobs } from '#jobs/main'

registerJobs()
